import * as z from 'zod/mini';
import { idSchema } from '../common.schema';
import { REPORT_MESSAGES, REPORT_TEXT_MAX } from './trust.schema';

/**
 * Blocking and reporting a person from a chat. The server and the MSW twin parse these bodies; the
 * dialogs validate with the same schemas, so both refuse the same input with the same words.
 * People are named by their Firebase uid: the one id a conversation already gives each side.
 * Only what a schema needs is here (this file is in the barrel, every page's first load); the
 * words and limits are `user-safety.text.ts` (the server's schemas and `shared-api/user-safety`).
 */

/** A Firebase uid is at most 128 characters; anything longer cannot name anyone. */
export const USER_UID_MAX = 128;
/** A uid that cannot name anyone (missing, blank, too long): the one message for all of them. */
export const BLOCK_UID_MESSAGE = 'Please choose a person';

const uidSchema = z
  .string({ error: BLOCK_UID_MESSAGE })
  .check(z.trim(), z.minLength(1, BLOCK_UID_MESSAGE), z.maxLength(USER_UID_MAX, BLOCK_UID_MESSAGE));

/** `POST /user/blocks` body. */
export const blockUserSchema = z.object({ firebaseUid: uidSchema });

/** A person the caller blocked (`GET /user/blocks` item, `POST /user/blocks` answer). */
export const blockedUserDtoSchema = z.object({
  firebaseUid: z.string(),
  name: z.nullable(z.string()),
  profilePictureUrl: z.nullable(z.string()),
  blockedAt: z.string(),
  /** True when this person was blocked already (the answer is that first block, unchanged). */
  alreadyBlocked: z._default(z.boolean(), false),
});
export type BlockedUserDto = z.output<typeof blockedUserDtoSchema>;
export const blockedUserListSchema = z.array(blockedUserDtoSchema);

export const USER_REPORT_REASONS = ['scam', 'harassment', 'offensive', 'spam', 'other'] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];
/**
 * `POST /users/{uid}/reports` body: like a listing's report (a reason, details up to the same
 * length, words needed for 'Something else'), and the conversation it is about, when from a chat.
 */
export const reportUserSchema = z
  .object({
    reason: z.enum(USER_REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    text: z._default(
      z.string().check(z.trim(), z.maxLength(REPORT_TEXT_MAX, REPORT_MESSAGES.textMax)),
      '',
    ),
    conversationID: z.optional(z.nullable(idSchema)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.reason === 'other' && v.text === '') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: REPORT_MESSAGES.textRequired });
      }
    }),
  );
export type ReportUserInput = z.input<typeof reportUserSchema>;
export type ReportUser = z.output<typeof reportUserSchema>;

/** A report of a person as the API answers it; one per reporter and person (the first stands). */
export const userReportDtoSchema = z.object({
  reportID: idSchema,
  reportedFirebaseUid: z.string(),
  conversationID: z.nullable(idSchema),
  reason: z.enum(USER_REPORT_REASONS),
  text: z.string(),
  createdAt: z.string(),
  alreadyReported: z._default(z.boolean(), false),
});
export type UserReportDto = z.output<typeof userReportDtoSchema>;
