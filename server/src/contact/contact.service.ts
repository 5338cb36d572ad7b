import { INQUIRY_TYPES, type InquiryType } from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import { contactRepository } from './contact.repository';
import type { Mailer } from './mailer';

export type ContactService = ReturnType<typeof contactService>;

export function contactService(
  db: Db,
  mailer: Mailer | undefined,
  log: { warn(obj: object, msg: string): void },
) {
  const repo = contactRepository(db.kysely);
  return {
    /** Stores the inquiry; mails it in the background when SMTP is configured (a failure is logged). */
    async submit(
      inquiry: { name: string; email: string; inquiryType: InquiryType; message: string },
      userAgent: string | null,
    ) {
      const id = await repo.insert({
        name: inquiry.name,
        email: inquiry.email,
        inquiry_type: inquiry.inquiryType,
        message: inquiry.message,
        user_agent: userAgent?.slice(0, 500) ?? null,
        created_at: nowIso(),
      });
      if (mailer) {
        const label = INQUIRY_TYPES[inquiry.inquiryType];
        mailer
          .send({
            subject: `[Contact] ${label} from ${inquiry.name}`,
            text: `${inquiry.message}\n\n— ${inquiry.name} <${inquiry.email}> (inquiry #${id})`,
            replyTo: inquiry.email,
          })
          .then(() => repo.markMailed(id, nowIso()))
          .catch((err: unknown) => log.warn({ err, id }, 'could not mail contact inquiry'));
      }
      return id;
    },
  };
}
