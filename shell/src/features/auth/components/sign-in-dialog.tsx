import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useSession } from 'shared-api';
import { Button, Dialog, ErrorMessage, TextField } from 'shared-ui';
import { useSignInForm } from '../hooks/use-sign-in-form';
import type { SignInMode, SignInValues } from '../sign-in-form';
import styles from './sign-in-dialog.module.css';

const MODE_TITLE: Record<SignInMode, string> = {
  signIn: 'Sign In',
  signUp: 'Create Account',
  reset: 'Reset Password',
};
const SUBMIT_LABEL: Record<SignInMode, string> = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  reset: 'Send Reset Email',
};

/**
 * The one sign-in dialog of the product. It is not a route: any remote
 * opens it through the session store's openSignIn(title), e.g. 'Sign in to save listings'.
 */
export function SignInDialog() {
  const { open, title } = useSession((s) => s.signIn);
  const closeSignIn = useSession((s) => s.closeSignIn);
  const form = useSignInForm(() => closeSignIn('signedIn'));
  const firstField = useRef<HTMLInputElement>(null);

  // Every opening starts fresh in sign-in mode (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset();
  }

  // The control that switched mode disappears with the old mode: keep focus inside the form.
  const { mode } = form;
  const modeChanged = useRef(false);
  useEffect(() => {
    if (modeChanged.current) firstField.current?.focus();
    modeChanged.current = true;
  }, [mode]);

  const field = (name: keyof SignInValues) => ({
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(name, e.target.value),
    // readOnly, not disabled: a disabled field would drop the focus while the call runs.
    readOnly: form.pending,
  });
  const fieldClass = (name: keyof SignInValues) =>
    form.error?.field === name ? styles.invalid : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeSignIn())}
      title={mode === 'signIn' ? (title ?? MODE_TITLE.signIn) : MODE_TITLE[mode]}
      description={
        mode === 'reset' ? "Enter your email and we'll send you a reset link." : undefined
      }
      size="sm"
      className={styles.dialog}
      dismissible={!form.pending}
    >
      <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
        {form.notice ? (
          <p role="status" className={styles.notice}>
            {form.notice}
          </p>
        ) : null}
        {form.error ? <ErrorMessage>{form.error.message}</ErrorMessage> : null}

        {mode === 'signUp' ? (
          <TextField
            ref={firstField}
            label="Display Name (optional)"
            autoComplete="name"
            maxLength={100}
            {...field('displayName')}
          />
        ) : null}
        <TextField
          ref={mode === 'signUp' ? undefined : firstField}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={fieldClass('email')}
          {...field('email')}
        />
        {mode !== 'reset' ? (
          <TextField
            label="Password"
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            hint={mode === 'signUp' ? 'At least 6 characters' : undefined}
            className={fieldClass('password')}
            {...field('password')}
          />
        ) : null}
        {mode === 'signUp' ? (
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            className={fieldClass('confirmPassword')}
            {...field('confirmPassword')}
          />
        ) : null}

        {mode === 'signIn' ? (
          <button type="button" className={styles.linkButton} onClick={() => form.setMode('reset')}>
            Forgot password?
          </button>
        ) : null}

        <Button type="submit" fullWidth loading={form.pending} loadingText="Loading...">
          {SUBMIT_LABEL[mode]}
        </Button>

        {mode !== 'reset' ? (
          <>
            <p className={styles.divider}>
              <span>or</span>
            </p>
            <Button
              variant="secondary"
              fullWidth
              disabled={form.pending}
              onClick={() => void form.signInWithGoogle()}
              leadingIcon={<GoogleMark />}
            >
              Continue with Google
            </Button>
          </>
        ) : null}

        <p className={styles.switch}>
          {mode === 'signIn' ? (
            <>
              Don&apos;t have an account?{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => form.setMode('signUp')}
              >
                Sign Up
              </button>
            </>
          ) : mode === 'signUp' ? (
            <>
              Already have an account?{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => form.setMode('signIn')}
              >
                Sign In
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => form.setMode('signIn')}
            >
              Back to Sign In
            </button>
          )}
        </p>
      </form>
    </Dialog>
  );
}

/** Google's "G" in its brand colours (decorative; the button text names the action). */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}
