import { ApiError } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactErrorFor, ownership } from './contact-errors';

describe('contactErrorFor', () => {
  it('maps each server answer to its message', () => {
    expect(
      contactErrorFor(
        new ApiError('You cannot start a conversation with yourself about your own listing', 400),
      ),
    ).toEqual({ message: CONTACT_MESSAGES.ownConversation, signIn: false });
    expect(contactErrorFor(new ApiError('Listing not found', 404)).message).toBe(
      'This listing is no longer available.',
    );
    expect(contactErrorFor(new ApiError('User not authenticated', 401))).toEqual({
      message: 'Please sign in again to contact the lister.',
      signIn: true,
    });
    expect(contactErrorFor(new Error('HTTP error! status: 401 Unauthorized')).signIn).toBe(true);
    // A cap: the server's own words (what happened, when to try again).
    const capped = 'You can start at most 20 new conversations an hour. Please try again later.';
    expect(contactErrorFor(new ApiError(capped, 429))).toEqual({ message: capped, signIn: false });
    expect(contactErrorFor(new ApiError('HTTP error! status: 500', 500)).message).toBe(
      'Failed to start conversation. Please try again later.',
    );
  });
});

describe('ownership', () => {
  const poster = { firebaseUid: 'u1', email: 'Bucky@wisc.edu' };
  it('matches on uid or, case-insensitively, on email', () => {
    expect(ownership(poster, { uid: 'u1', email: null })).toEqual({ own: true, sameEmail: false });
    expect(ownership(poster, { uid: 'u2', email: 'bucky@wisc.edu' })).toEqual({
      own: true,
      sameEmail: true,
    });
    expect(ownership(poster, { uid: 'u2', email: 'other@wisc.edu' }).own).toBe(false);
  });
  it('never matches on a missing email', () => {
    expect(ownership({ firebaseUid: null, email: '' }, { uid: 'u2', email: '' }).own).toBe(false);
  });
});
