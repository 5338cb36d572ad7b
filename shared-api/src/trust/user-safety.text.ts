import { BLOCK_UID_MESSAGE, type UserReportReason } from './user-safety.schema';

// Blocking and reporting people: words and limits without zod, so they stay out of the barrel
// (`shared-api/schemas` for the server, `shared-api/user-safety` for the two screens).

/** People one user may block at once: a list anyone can manage, and a bound on the hidden-list query. */
export const BLOCKS_MAX = 500;

export const BLOCK_MESSAGES = {
  uid: BLOCK_UID_MESSAGE,
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
