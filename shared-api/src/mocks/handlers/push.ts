import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../push/push.schema';
import type { MockDb, MockPushSubscription } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';

/**
 * The mock VAPID public key (a real P-256 point, so `pushManager.subscribe` in a browser test
 * accepts it as `applicationServerKey`).
 */
export const MOCK_VAPID_PUBLIC_KEY =
  'BN8K98kWLENMaQ8noENwhiez067l0-ak5oq78-n2ZKBcphsOkd1aEigKni_DpKXptTC1LJhMIgWtpqW9qE88nYE';

/** A user's subscriptions as the mock server holds them (tests assert what subscribing stored). */
export const pushSubscriptionsOf = (db: MockDb, uid: string): MockPushSubscription[] =>
  db.pushSubscriptions.filter((s) => s.uid === uid);

const unpadded = (key: string) => key.replace(/=+$/, '');

async function parse<S extends z.ZodMiniType>(request: Request, schema: S) {
  const result = z.safeParse(schema, await request.json().catch(() => undefined));
  return result.success
    ? { data: result.data as z.output<S> }
    : { error: apiError(400, result.error.issues[0]?.message ?? 'Invalid request') };
}

/**
 * Web Push, as the server answers (docs/decisions/0030-web-push.md): the key, subscribe (201 new,
 * 200 held — it moves to the caller; the 6th replaces the least recently used), unsubscribe (204,
 * own only). Only https endpoints: the server's PUSH_TEST_ORIGINS exception is not mocked.
 * The curve check of `p256dh` is the server's alone (the pattern is shared).
 */
export function pushHandlers(db: MockDb) {
  return [
    http.get(`${API}/push/public-key`, () =>
      HttpResponse.json(
        { publicKey: MOCK_VAPID_PUBLIC_KEY },
        { headers: { 'cache-control': 'public, max-age=300' } },
      ),
    ),
    http.post(`${API}/user/push-subscriptions`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const { data, error } = await parse(request, pushSubscriptionSchema);
      if (error) return error;
      const stored: MockPushSubscription = {
        uid,
        endpoint: data.endpoint,
        expirationTime: data.expirationTime ?? null,
        keys: { p256dh: unpadded(data.keys.p256dh), auth: unpadded(data.keys.auth) },
      };
      const held = db.pushSubscriptions.findIndex((s) => s.endpoint === data.endpoint);
      if (held >= 0) db.pushSubscriptions.splice(held, 1);
      else {
        const mine = pushSubscriptionsOf(db, uid);
        for (const old of mine.slice(0, Math.max(0, mine.length - PUSH_SUBSCRIPTIONS_MAX + 1)))
          db.pushSubscriptions.splice(db.pushSubscriptions.indexOf(old), 1);
      }
      // Most recently used last.
      db.pushSubscriptions.push(stored);
      return HttpResponse.json({ endpoint: data.endpoint }, { status: held >= 0 ? 200 : 201 });
    }),
    http.delete(`${API}/user/push-subscriptions`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const { data, error } = await parse(request, pushUnsubscribeSchema());
      if (error) return error;
      db.pushSubscriptions = db.pushSubscriptions.filter(
        (s) => !(s.uid === uid && s.endpoint === data.endpoint),
      );
      return noContent();
    }),
  ];
}
