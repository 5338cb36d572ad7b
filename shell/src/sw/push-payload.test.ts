import { describe, expect, it } from 'vitest';
import { parsePushPayload, sameOriginUrl } from './push-payload';

const message = {
  type: 'message',
  title: 'New message from Ann',
  body: 'Is it free?',
  url: '/messages/7',
  tag: 'conversation-7',
};

describe('a push message', () => {
  it('is read when it has the contract’s fields', () => {
    expect(parsePushPayload(JSON.stringify(message))).toEqual(message);
    expect(parsePushPayload(JSON.stringify({ ...message, type: 'saved-search' }))?.type).toBe(
      'saved-search',
    );
  });

  it('is dropped when empty, not JSON, of another type or missing a field', () => {
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('hello')).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...message, type: 'other' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...message, title: '' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...message, url: 3 }))).toBeNull();
  });

  it('opens only pages of this site', () => {
    const origin = 'https://subleases.test';
    expect(sameOriginUrl('/messages/7', origin)).toBe('https://subleases.test/messages/7');
    expect(sameOriginUrl('https://evil.test/x', origin)).toBe('https://subleases.test/');
    expect(sameOriginUrl(undefined, origin)).toBe('https://subleases.test/');
  });
});
