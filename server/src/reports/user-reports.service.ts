import {
  BLOCK_MESSAGES,
  blockUserSchema,
  API_MESSAGES,
  reportUserSchema,
  USER_REPORT_MESSAGES,
  USER_REPORT_REASONS,
  type UserReportDto,
  type UserReportReason,
} from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { parseId, parseOr400 } from '../http/validate';
import { userReportsRepository, type UserReportRow } from './user-reports.repository';

export type UserReportsService = ReturnType<typeof userReportsService>;

const asReason = (reason: string): UserReportReason =>
  (USER_REPORT_REASONS as readonly string[]).includes(reason)
    ? (reason as UserReportReason)
    : 'other';

const toDto = (row: UserReportRow, alreadyReported: boolean): UserReportDto => ({
  reportID: row.id,
  reportedFirebaseUid: row.firebase_uid,
  conversationID: row.conversation_id,
  reason: asReason(row.reason),
  text: row.details,
  createdAt: row.created_at,
  alreadyReported,
});

/**
 * Reports of a person, for the moderators (`pnpm --filter server moderation -- list`). Unlike a
 * listing's reports they hide nothing by themselves: a person is not taken off the site by a count.
 */
export function userReportsService(db: Db) {
  const repo = userReportsRepository(db.kysely);

  return {
    /** POST /users/{uid}/reports. `created` false: the caller's first report stands, unchanged. */
    async report(
      userId: number,
      callerUid: string,
      rawUid: string,
      body: unknown,
    ): Promise<{ created: boolean; report: UserReportDto }> {
      const { firebaseUid } = parseOr400(blockUserSchema, { firebaseUid: rawUid });
      if (firebaseUid === callerUid) throw badRequest(USER_REPORT_MESSAGES.self);
      const reported = await repo.findUser(firebaseUid);
      if (!reported) throw notFound(BLOCK_MESSAGES.userNotFound);
      if (reported.id === userId) throw badRequest(USER_REPORT_MESSAGES.self);
      const input = parseOr400(reportUserSchema, body);

      let conversationId: number | null = null;
      if (input.conversationID !== undefined && input.conversationID !== null) {
        const id = parseId(String(input.conversationID));
        const conversation = id === null ? undefined : await repo.findConversation(id);
        if (!conversation) throw notFound(API_MESSAGES.conversationNotFound);
        const pair = [conversation.requester_id, conversation.lister_id];
        // Only a participant may name the chat, and only a chat between the two of them.
        if (!pair.includes(userId) || !pair.includes(reported.id))
          throw badRequest(USER_REPORT_MESSAGES.notInConversation);
        conversationId = conversation.id;
      }

      const before = await repo.findByReporter(reported.id, userId);
      if (before) return { created: false, report: toDto(before, true) };
      const newId = await repo.insert({
        reported_id: reported.id,
        reporter_id: userId,
        conversation_id: conversationId,
        reported_name: reported.name,
        reason: input.reason,
        details: input.text,
        created_at: nowIso(),
      });
      const stored = await repo.findByReporter(reported.id, userId);
      if (!stored) throw new Error('Report was not stored');
      return { created: newId !== null, report: toDto(stored, newId === null) };
    },
  };
}
