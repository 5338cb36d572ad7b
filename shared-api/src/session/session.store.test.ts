import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInTestUser, signOutTestUser, testUser } from '../mocks';
import { signInFirst, useSession } from './session.store';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  useSession.getState().closeSignIn();
  signOutTestUser();
});

describe('openSignIn with the action that asked for it', () => {
  it('runs the action once the person signs in', async () => {
    signOutTestUser();
    const action = vi.fn(() => expect(useSession.getState().user?.uid).toBe(testUser.uid));
    useSession.getState().openSignIn('Sign in to continue', action);
    signInTestUser();
    useSession.getState().closeSignIn('signedIn');
    await flush();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('also runs it when the dialog closes before the auth event arrives', async () => {
    signOutTestUser();
    const action = vi.fn();
    useSession.getState().openSignIn('Sign in to continue', action);
    useSession.getState().closeSignIn('signedIn');
    await flush();
    expect(action).not.toHaveBeenCalled();
    signInTestUser();
    await flush();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('drops the action when the dialog is dismissed, or another prompt replaces it', async () => {
    signOutTestUser();
    const dismissed = vi.fn();
    useSession.getState().openSignIn('Sign in to save listings', dismissed);
    useSession.getState().closeSignIn();
    const replaced = vi.fn();
    useSession.getState().openSignIn('Sign in to continue', replaced);
    useSession.getState().openSignIn();
    signInTestUser();
    await flush();
    expect(dismissed).not.toHaveBeenCalled();
    expect(replaced).not.toHaveBeenCalled();
  });
});

describe('signInFirst', () => {
  it('resolves true after sign-in, false when dismissed, at once when signed in', async () => {
    signOutTestUser();
    const first = signInFirst('Sign in to save listings');
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to save listings' });
    signInTestUser();
    await expect(first).resolves.toBe(true);

    await expect(signInFirst()).resolves.toBe(true);

    signOutTestUser();
    const second = signInFirst();
    useSession.getState().closeSignIn();
    await expect(second).resolves.toBe(false);
  });
});
