import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { useSession } from 'shared-api';
import { signOutTestUser } from 'shared-api/mocks';
import { Button } from 'shared-ui';
import { expect, waitFor, within } from 'storybook/test';
import { AuthActionsContext } from '../auth-actions';
import { createMemoryAuthActions, type MemoryAuthOptions } from '../testing/memory-auth-actions';
import { SignInDialog } from './sign-in-dialog';

/** The dialog against an in-memory identity provider: jane@wisc.edu / badgers1 signs in. */
function Harness({ title, google }: { title?: string; google?: MemoryAuthOptions['google'] }) {
  const [auth] = useState(() => {
    signOutTestUser();
    useSession.getState().openSignIn(title);
    return createMemoryAuthActions({
      accounts: { 'jane@wisc.edu': 'badgers1' },
      google,
      gate: () => new Promise((resolve) => setTimeout(resolve, 800)),
    });
  });
  const status = useSession((s) => s.status);
  return (
    <AuthActionsContext value={auth}>
      <p>Session: {status}</p>
      <Button onClick={() => useSession.getState().openSignIn(title)}>Open sign-in</Button>
      <SignInDialog />
    </AuthActionsContext>
  );
}

const meta = {
  title: 'Shell/Sign-in dialog',
  component: Harness,
  // The dialog's frame opens at once, its content's code loads on first open: every story ends
  // with the content shown (an empty frame is not visible yet).
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  },
} satisfies Meta<typeof Harness>;
export default meta;

export const SignIn = {};
export const WithRemoteTitle = { args: { title: 'Sign in to save listings' } };
export const GoogleFails = { args: { google: 'error' } };
export const Dark = { globals: { theme: 'dark' } };
