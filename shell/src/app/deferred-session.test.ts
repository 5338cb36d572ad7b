import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from 'shared-api';
import { createMemoryAuthActions } from '../features/auth/testing/memory-auth-actions';
import { deferredSession } from './deferred-session';

// A visitor with no stored session: signed out at once, the identity provider (Firebase in the
// app, the in-memory one here) loaded only when needed.
describe('deferredSession', () => {
  afterEach(() => {
    useSession.setState({ status: 'loading', user: null, signIn: { open: false, title: null } });
  });

  const setUp = (storedUser = false) => {
    const provider = createMemoryAuthActions({ accounts: { 'ana@example.com': 'secret1' } });
    const load = vi.fn(async () => ({ actions: provider }));
    const session = deferredSession(load, async () => storedUser);
    return { load, session };
  };

  it('is signed out at once and loads nothing', async () => {
    const { load } = setUp();
    expect(useSession.getState().status).toBe('signedOut');
    expect(await useSession.getState().getIdToken()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading the provider when the sign-in dialog opens, once', () => {
    const { load } = setUp();
    useSession.getState().openSignIn('Sign in to save');
    useSession.getState().closeSignIn();
    useSession.getState().openSignIn();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signs in through the provider once it has loaded', async () => {
    const { load, session } = setUp();
    await session.actions.signIn('ana@example.com', 'secret1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({
      status: 'signedIn',
      user: { email: 'ana@example.com' },
    });
    await expect(session.actions.signIn('ana@example.com', 'wrong')).rejects.toThrow(
      'auth/invalid-credential',
    );
  });

  it('loads the provider when the tab comes back with a session stored by another tab', async () => {
    const { load } = setUp(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('stays light when the tab comes back and nobody signed in meanwhile', async () => {
    const { load } = setUp(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 10));
    expect(load).not.toHaveBeenCalled();
  });
});
