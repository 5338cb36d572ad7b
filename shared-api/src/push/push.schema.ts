import * as z from 'zod/mini';

/** `GET /api/push/public-key` (public): the VAPID application server key, base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().check(z.minLength(1)) });

/** `POST /api/user/push-subscriptions`: `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url(),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1)),
    auth: z.string().check(z.minLength(1)),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/user/push-subscriptions`: the subscription to forget, by its endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.url() });
