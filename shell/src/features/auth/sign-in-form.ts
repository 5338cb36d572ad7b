/** The three modes of the sign-in dialog. */
export type SignInMode = 'signIn' | 'signUp' | 'reset';

export interface SignInValues {
  email: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

export const EMPTY_VALUES: SignInValues = {
  email: '',
  password: '',
  confirmPassword: '',
  displayName: '',
};

/** Product strings of the dialog, verbatim. */
export const AUTH_MESSAGES = {
  signInFailed: 'Error logging in!',
  signUpFailed: 'Error signing up!',
  googleFailed: 'Error signing in with Google!',
  resetFailed: 'Error sending the password reset email!',
  resetSent: 'Check your email for password reset instructions',
  /** Not in the product rules (docs/decisions/0034-shell-ux-toasts-unread-titles.md): the sign-up toast. */
  verificationSent: (email: string) =>
    `Account created. We sent a link to ${email} to verify your address.`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
// Deliberately loose: the identity provider is the real judge; this only catches typos early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ValidationError {
  field: keyof SignInValues;
  message: string;
}

/** The first problem with the form in this mode, or null when it may be submitted. */
export function validateSignIn(mode: SignInMode, values: SignInValues): ValidationError | null {
  const email = values.email.trim();
  if (!email) return { field: 'email', message: AUTH_MESSAGES.emailRequired };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: AUTH_MESSAGES.emailInvalid };
  if (mode === 'reset') return null;
  if (!values.password) return { field: 'password', message: AUTH_MESSAGES.passwordRequired };
  if (mode === 'signIn') return null;
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: AUTH_MESSAGES.passwordTooShort };
  }
  if (values.password !== values.confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDiffer };
  }
  return null;
}
