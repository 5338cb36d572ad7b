import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api';
import { signOutTestUser } from 'shared-api/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthActionsContext } from '../auth-actions';
import { createMemoryAuthActions, type MemoryAuthOptions } from '../testing/memory-auth-actions';
import { SignInDialog } from './sign-in-dialog';

const EMAIL = 'jane@wisc.edu';
const PASSWORD = 'badgers1';

function setup(options: MemoryAuthOptions = {}) {
  const auth = createMemoryAuthActions({ accounts: { [EMAIL]: PASSWORD }, ...options });
  const user = userEvent.setup();
  render(
    <AuthActionsContext value={auth}>
      <SignInDialog />
    </AuthActionsContext>,
  );
  return { auth, user };
}

const open = (title?: string) => act(() => useSession.getState().openSignIn(title));
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByLabelText(name);
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

/** A promise the test releases, to look at the dialog while a call is in flight. */
function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { gate: () => promise, release };
}

afterEach(() => signOutTestUser());

describe('SignInDialog', () => {
  it('is closed until a part of the app opens it', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in sign-in mode, labelled, with focus on the email field, and Escape closes it', async () => {
    const { user } = setup();
    open();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(field(/^email/i)).toHaveFocus();
    expect(field(/^password/i)).toBeInTheDocument();
    expect(button('Continue with Google')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSession.getState().signIn.open).toBe(false);
  });

  it("shows the title a remote asked for, e.g. 'Sign in to save listings'", async () => {
    setup();
    open('Sign in to save listings');
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to save listings' }),
    ).toBeInTheDocument();
  });

  it('checks the email and password before calling the identity provider', async () => {
    const { user } = setup();
    open();
    await user.click(button('Sign In'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(field(/^email/i), 'not-an-email');
    await user.click(button('Sign In'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    await user.clear(field(/^email/i));
    await user.type(field(/^email/i), EMAIL);
    await user.click(button('Sign In'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Password is required');
    expect(useSession.getState().status).toBe('signedOut');
  });

  it("signs in, showing a disabled 'Loading...' submit meanwhile, then closes", async () => {
    const { gate, release } = deferred();
    const { user } = setup({ gate });
    open();
    await user.type(field(/^email/i), EMAIL);
    await user.type(field(/^password/i), PASSWORD);
    await user.click(button('Sign In'));
    expect(button(/loading\.\.\./i)).toBeDisabled();
    expect(button('Continue with Google')).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().user?.email).toBe(EMAIL);
  });

  it("shows 'Error logging in!' in the red box when the password is wrong", async () => {
    const { user } = setup();
    open();
    await user.type(field(/^email/i), EMAIL);
    await user.type(field(/^password/i), 'wrong-password');
    await user.click(button('Sign In'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error logging in!');
    expect(button('Sign In')).toBeEnabled();
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('signs up with an optional display name after checking the passwords', async () => {
    const { user, auth } = setup();
    open();
    await user.click(button('Sign Up'));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(field(/display name/i)).toHaveFocus();

    await user.type(field(/^email/i), 'new@wisc.edu');
    await user.type(field(/^password/i), '12345');
    await user.type(field(/confirm password/i), '12345');
    await user.click(button('Sign Up'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters',
    );

    await user.type(field(/^password/i), '6');
    await user.click(button('Sign Up'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.type(field(/confirm password/i), '6');
    await user.type(field(/display name/i), 'New Badger');
    await user.click(button('Sign Up'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(auth.accounts.get('new@wisc.edu')).toEqual({
      password: '123456',
      displayName: 'New Badger',
    });
    expect(useSession.getState().user?.displayName).toBe('New Badger');
  });

  it("shows 'Error signing up!' when the account cannot be created", async () => {
    const { user } = setup();
    open();
    await user.click(button('Sign Up'));
    await user.type(field(/^email/i), EMAIL);
    await user.type(field(/^password/i), 'secret1');
    await user.type(field(/confirm password/i), 'secret1');
    await user.click(button('Sign Up'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error signing up!');
  });

  it('clears every field and error when the mode changes', async () => {
    const { user } = setup();
    open();
    await user.type(field(/^email/i), 'typo@');
    await user.click(button('Sign In'));
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
    await user.click(button('Sign Up'));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/^email/i)).toHaveValue('');
    await user.type(field(/^email/i), 'someone@wisc.edu');
    await user.click(button('Sign In'));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(field(/^email/i)).toHaveValue('');
  });

  it('sends a reset email, then returns to sign in with the confirmation', async () => {
    const { user, auth } = setup();
    open();
    await user.click(button('Forgot password?'));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(field(/^email/i)).toHaveFocus();

    await user.click(button('Back to Sign In'));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(button('Forgot password?'));
    await user.type(field(/^email/i), EMAIL);
    await user.click(button('Send Reset Email'));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Check your email for password reset instructions',
    );
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(field(/^password/i)).toBeInTheDocument();
    expect(auth.resetEmails).toEqual([EMAIL]);
  });

  it('signs in with Google and closes', async () => {
    const { user } = setup({ google: 'success' });
    open();
    await user.click(button('Continue with Google'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().status).toBe('signedIn');
  });

  it("shows 'Error signing in with Google!' when Google sign-in fails", async () => {
    const { user } = setup({ google: 'error' });
    open();
    await user.click(button('Continue with Google'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Error signing in with Google!',
    );
  });

  it('stays open without an error when the Google popup is closed', async () => {
    const { user } = setup({ google: 'cancel' });
    open();
    await user.click(button('Continue with Google'));
    await waitFor(() => expect(button('Continue with Google')).toBeEnabled());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts fresh in sign-in mode each time it is opened', async () => {
    const { user } = setup();
    open();
    await user.click(button('Sign Up'));
    await user.type(field(/^email/i), 'half@typed');
    await user.keyboard('{Escape}');
    open();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(field(/^email/i)).toHaveValue('');
  });
});
