import { http, HttpResponse } from 'msw';
import { CONTACT_MESSAGES, contactInquirySchema } from '../../contact/contact.schema';
import type { MockDb } from '../db';
import { API, apiError } from './auth';

export interface ReceivedInquiry {
  name: string;
  email: string;
  inquiryType: string;
  message: string;
}

// Kept beside the db rather than in it, so MockDb stays the other areas' shape.
const inboxes = new WeakMap<MockDb, ReceivedInquiry[]>();

/** The inquiries `POST /email` accepted, oldest first; tests may read and clear it. */
export function contactInbox(db: MockDb): ReceivedInquiry[] {
  let inbox = inboxes.get(db);
  if (!inbox) inboxes.set(db, (inbox = []));
  return inbox;
}

/** `POST /email` (public): 202 when valid, else 400 with the schema's message (API contract). */
export function contactHandlers(db: MockDb) {
  return [
    http.post(`${API}/email`, async ({ request }) => {
      const parsed = contactInquirySchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.missing);
      contactInbox(db).push(parsed.data);
      return new HttpResponse(null, { status: 202 });
    }),
  ];
}
