import { ApiError } from 'shared-api';

/** What 'Contact Lister' says when it fails: product strings, verbatim. */
export const CONTACT_MESSAGES = {
  ownConversation:
    'You cannot start a conversation with yourself about your own listing! To edit your listing, go to Profile → My Listings → Edit.',
  ownEmail:
    'You cannot contact yourself about your own listing. To edit your listing, go to Profile → My Listings → Edit.',
  gone: 'This listing is no longer available.',
  signInAgain: 'Please sign in again to contact the lister.',
  failed: 'Failed to start conversation. Please try again later.',
} as const;

export const SIGN_IN_TITLE = 'Sign in to continue';

export interface ContactError {
  message: string;
  /** A 401: the sign-in dialog opens as well. */
  signIn: boolean;
}

/** Maps a failed `POST /listings/{id}/conversation` to what the user reads. */
export function contactErrorFor(error: unknown): ContactError {
  const text = error instanceof Error ? error.message : String(error);
  const status = error instanceof ApiError ? error.status : undefined;
  if (/conversation with yourself/i.test(text)) {
    return { message: CONTACT_MESSAGES.ownConversation, signIn: false };
  }
  if (/listing not found/i.test(text) || (status === 409 && /no longer available/i.test(text))) {
    return { message: CONTACT_MESSAGES.gone, signIn: false };
  }
  if (status === 401 || /401|unauthorized|not authenticated/i.test(text)) {
    return { message: CONTACT_MESSAGES.signInAgain, signIn: true };
  }
  // A cap (new conversations an hour): the server's message says what happened and when to retry.
  if (status === 429 && text) return { message: text, signIn: false };
  return { message: CONTACT_MESSAGES.failed, signIn: false };
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** The poster is the user when the uid or the email matches. */
export function ownership(
  poster: { firebaseUid: string | null; email: string },
  user: { uid: string; email: string | null },
) {
  const sameEmail = norm(user.email) !== '' && norm(user.email) === norm(poster.email);
  const sameUid = poster.firebaseUid !== null && poster.firebaseUid === user.uid;
  return { own: sameEmail || sameUid, sameEmail };
}
