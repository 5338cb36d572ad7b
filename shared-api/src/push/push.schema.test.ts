import { describe, expect, it } from 'vitest';
import { MOCK_VAPID_PUBLIC_KEY } from '../mocks/handlers/push';
import { PUSH_MESSAGES, pushSubscriptionBodySchema, pushSubscriptionSchema } from './push.schema';

// What the subscribe UI can check before sending (the server checks again, and the curve).
const toJSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: MOCK_VAPID_PUBLIC_KEY, auth: 'gsfhDHAClYIhf2diNpApqw' },
};
const firstError = (value: unknown, schema = pushSubscriptionSchema) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('pushSubscriptionSchema', () => {
  it('accepts what PushSubscription.toJSON() gives, padded or not, with or without expirationTime', () => {
    expect(firstError(toJSON)).toBeUndefined();
    const { expirationTime: _e, ...withoutExpiry } = toJSON;
    expect(firstError(withoutExpiry)).toBeUndefined();
    const padded = {
      ...toJSON,
      keys: { p256dh: `${toJSON.keys.p256dh}=`, auth: 'gsfhDHAClYIhf2diNpApqw==' },
    };
    expect(firstError(padded)).toBeUndefined();
  });

  it('refuses http endpoints unless their origin is allowed', () => {
    const local = { ...toJSON, endpoint: 'http://localhost:8060/notify/abc' };
    expect(firstError(local)).toBe(PUSH_MESSAGES.endpoint);
    expect(
      firstError(local, pushSubscriptionBodySchema(['http://localhost:8060'])),
    ).toBeUndefined();
    expect(firstError({ ...toJSON, endpoint: 'https://user:pw@push.example/x' })).toBe(
      PUSH_MESSAGES.endpoint,
    );
  });

  it('refuses keys of the wrong size or kind', () => {
    const key = (p256dh: string, auth = toJSON.keys.auth) => ({
      ...toJSON,
      keys: { p256dh, auth },
    });
    expect(firstError(key(MOCK_VAPID_PUBLIC_KEY.slice(0, 43)))).toBe(PUSH_MESSAGES.p256dh);
    expect(firstError(key(`C${MOCK_VAPID_PUBLIC_KEY.slice(1)}`))).toBe(PUSH_MESSAGES.p256dh);
    expect(firstError(key(MOCK_VAPID_PUBLIC_KEY, 'gsfhDHAClYIhf2diNpAp'))).toBe(PUSH_MESSAGES.auth);
    expect(firstError(key(MOCK_VAPID_PUBLIC_KEY, 'gsfhDHAClYIhf2diNpApq+'))).toBe(
      PUSH_MESSAGES.auth,
    );
  });
});
