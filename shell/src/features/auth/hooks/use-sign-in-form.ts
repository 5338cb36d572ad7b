import { useState, type FormEvent } from 'react';
import { toast } from 'shared-ui';
import { useAuthActions } from '../auth-actions';
import {
  AUTH_MESSAGES,
  EMPTY_VALUES,
  validateSignIn,
  type SignInMode,
  type SignInValues,
  type ValidationError,
} from '../sign-in-form';

const FAILURE: Record<SignInMode, string> = {
  signIn: AUTH_MESSAGES.signInFailed,
  signUp: AUTH_MESSAGES.signUpFailed,
  reset: AUTH_MESSAGES.resetFailed,
};

/**
 * The sign-in dialog's state machine: mode, values, the one error in the red box, the pending flag
 * and the reset confirmation. `onSuccess` runs after sign-in, sign-up and Google (it closes).
 */
export function useSignInForm(onSuccess: () => void) {
  const actions = useAuthActions();
  const [mode, setModeState] = useState<SignInMode>('signIn');
  const [values, setValues] = useState<SignInValues>(EMPTY_VALUES);
  const [error, setError] = useState<ValidationError | { field: null; message: string } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Switching mode clears all fields and errors. */
  const setMode = (next: SignInMode, nextNotice: string | null = null) => {
    setModeState(next);
    setValues(EMPTY_VALUES);
    setError(null);
    setNotice(nextNotice);
  };

  const reset = () => setMode('signIn');

  const setValue = (field: keyof SignInValues, value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  // Identity-provider codes are not surfaced: the spec's own sentence is shown instead.
  const fail = (message: string, cause: unknown) => {
    console.warn(message, cause);
    setError({ field: null, message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateSignIn(mode, values);
    setError(invalid);
    setNotice(null);
    if (invalid) return;
    const email = values.email.trim();
    setPending(true);
    try {
      if (mode === 'reset') {
        await actions.sendPasswordReset(email);
        setMode('signIn', AUTH_MESSAGES.resetSent);
      } else {
        if (mode === 'signIn') await actions.signIn(email, values.password);
        else {
          await actions.signUp(email, values.password, values.displayName.trim() || undefined);
          toast.success(AUTH_MESSAGES.verificationSent(email));
        }
        onSuccess();
      }
    } catch (cause) {
      fail(FAILURE[mode], cause);
    } finally {
      setPending(false);
    }
  };

  const signInWithGoogle = async () => {
    if (pending) return;
    setError(null);
    setNotice(null);
    setPending(true);
    try {
      if (await actions.signInWithGoogle()) onSuccess();
    } catch (cause) {
      fail(AUTH_MESSAGES.googleFailed, cause);
    } finally {
      setPending(false);
    }
  };

  return {
    mode,
    values,
    error,
    notice,
    pending,
    setMode,
    setValue,
    reset,
    submit,
    signInWithGoogle,
  };
}
