import { messageAlertsSchema, type MessageAlerts } from 'shared-api/schemas';
import type { Db } from '../db/database';
import { parseOr400 } from '../http/validate';
import type { UnsubscribeTokens } from '../mail/unsubscribe-token';
import { messageEmailRepository } from './message-email.repository';

export type MessageEmailService = ReturnType<typeof messageEmailService>;

/** The 'E-mail me about new messages' setting and its unsubscribe link. */
export function messageEmailService(deps: { db: Db; tokens: UnsubscribeTokens }) {
  const repo = messageEmailRepository(deps.db.kysely);
  return {
    alerts: (userId: number): Promise<MessageAlerts> => repo.alertsOf(userId),

    async setAlerts(userId: number, body: unknown): Promise<MessageAlerts> {
      const { email } = parseOr400(messageAlertsSchema, body);
      await repo.setEmail(userId, email);
      return { email };
    },

    /** The e-mail's link: true when the token is good (e-mail is then off), false otherwise. */
    async unsubscribe(token: unknown): Promise<boolean> {
      const userId = deps.tokens.verify(token);
      if (userId === null) return false;
      // A deleted account has nothing left to send; the page still says it is done.
      if (await repo.userExists(userId)) await repo.setEmail(userId, false);
      return true;
    },
  };
}
