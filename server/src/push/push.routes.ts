import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { noContent } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import type { PushService } from './push.service';

export interface PushRouteDeps {
  push: PushService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

const tags = ['push'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** Web Push: the VAPID public key and the caller's browser subscriptions. */
export async function pushRoutes(
  instance: FastifyInstance,
  { push, authenticate, writeLimit }: PushRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const write = { onRequest: authenticate, config: { rateLimit: writeLimit } };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe with',
        description:
          'The VAPID public key (base64url) to pass as `applicationServerKey` to `pushManager.subscribe`. Stable: it changes only when the operator replaces it.',
        response: { 200: pushPublicKeySchema },
      },
    },
    // Public and the same for everyone; briefly cacheable, so a key rotation reaches clients soon.
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(push.publicKey()),
  );

  app.post(
    '/user/push-subscriptions',
    {
      ...write,
      schema: {
        tags,
        summary: 'Subscribe this browser to pushes',
        documentedBody: pushSubscriptionBodySchema(),
        description:
          'Body: `PushSubscription.toJSON()` (`{ endpoint, expirationTime?, keys: { p256dh, auth } }`). 201 for a new endpoint; 200 when it was already held (by anyone: it moves to the caller). At most 5 per user: the 6th replaces the least recently used.',
        response: { 200: pushSubscribedSchema, 201: pushSubscribedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, endpoint } = await push.subscribe(currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send({ endpoint });
    },
  );

  app.delete(
    '/user/push-subscriptions',
    {
      ...write,
      schema: {
        tags,
        summary: 'Unsubscribe a browser from pushes',
        documentedBody: pushUnsubscribeSchema(),
        description:
          'Body `{ endpoint }`: the caller’s subscription with that endpoint is removed (204 whether or not there was one).',
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(currentUser(request).id, request.body);
      return sendEmpty(reply, 204);
    },
  );
}
