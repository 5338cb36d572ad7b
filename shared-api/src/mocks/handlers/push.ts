import { http, HttpResponse } from 'msw';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '../../push/push.schema';
import type { MockDb } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';

/**
 * Web Push's endpoints as the server's contract has them: `GET /push/public-key` (public),
 * `POST /user/push-subscriptions` (`PushSubscription.toJSON()`, 201 new / 200 known endpoint),
 * `DELETE /user/push-subscriptions` `{ endpoint }` (204). Kept minimal until the server's own
 * contract cases cover them.
 */
export const MOCK_VAPID_PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The subscriptions the mock server holds (`db.pushSubscriptions`); tests may read them. */
export const pushSubscriptions = (db: MockDb) => db.pushSubscriptions;

export function pushHandlers(db: MockDb) {
  return [
    http.get(`${API}/push/public-key`, () =>
      HttpResponse.json({ publicKey: MOCK_VAPID_PUBLIC_KEY }),
    ),
    http.post(`${API}/user/push-subscriptions`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = pushSubscriptionBodySchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return apiError(400, 'Invalid push subscription');
      const list = pushSubscriptions(db);
      const known = list.find((item) => item.endpoint === parsed.data.endpoint);
      if (known) {
        known.uid = uid;
        return HttpResponse.json({ ok: true }, { status: 200 });
      }
      list.push({ uid, endpoint: parsed.data.endpoint });
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
    http.delete(`${API}/user/push-subscriptions`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = pushUnsubscribeBodySchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return apiError(400, 'Invalid push subscription');
      const list = pushSubscriptions(db);
      const index = list.findIndex(
        (item) => item.endpoint === parsed.data.endpoint && item.uid === uid,
      );
      if (index >= 0) list.splice(index, 1);
      return noContent();
    }),
  ];
}
