import * as z from 'zod/mini';
import { idSchema } from '../common.schema';
import { REPORT_MESSAGES, REPORT_TEXT_MAX } from './trust.schema';

/**
 * Blocking and reporting a person from a chat. The server and the MSW twin parse these bodies; the
 * dialogs validate with the same schemas, so both refuse the same input with the same words.
 * People are named by their Firebase uid: the one id a conversation already gives each side.
 */

/** People one user may block at once: a list anyone can manage, and a bound on the hidden-list query. */
export const BLOCKS_MAX = 500;
/** A Firebase uid is at most 128 characters; anything longer cannot name anyone. */
export const USER_UID_MAX = 128;

export const BLOCK_MESSAGES = {
  uid: 'Please choose a person',
  self: 'You cannot block yourself',
  userNotFound: 'User not found',
  tooMany: `You can block at most ${BLOCKS_MAX} people. Unblock someone first.`,
  /**
   * What the blocked side reads when they try to write or start a conversation: calm, and the same
   * words whatever the reason, so it does not tell them they were blocked.
   */
  unavailable: "You can't message this person right now.",
  /** What the blocker reads if they try to write to someone they blocked. */
  youBlocked: 'You blocked this person. Unblock them in your profile to send a message.',
} as const;

const uidSchema = z
  .string({ error: BLOCK_MESSAGES.uid })
  .check(
    z.trim(),
    z.minLength(1, BLOCK_MESSAGES.uid),
    z.maxLength(USER_UID_MAX, BLOCK_MESSAGES.uid),
  );

/** `POST /user/blocks` body. */
export const blockUserSchema = z.object({ firebaseUid: uidSchema });
export type BlockUserInput = z.input<typeof blockUserSchema>;

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
/** The labels of the report dialog's radio buttons, in this order. */
export const USER_REPORT_REASON_LABELS: Record<UserReportReason, string> = {
  scam: 'Scam or asking for money',
  harassment: 'Harassment or threats',
  offensive: 'Offensive or inappropriate',
  spam: 'Spam',
  other: 'Something else',
};

export const USER_REPORT_MESSAGES = {
  self: 'You cannot report yourself',
  notInConversation: 'That conversation is not with this person',
} as const;

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
