import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushPayloadSchema } from 'shared-api/schemas';

/** The OpenAPI document, generated from the route schemas, at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Madison sublease marketplace API',
        version: '0.1.0',
        description:
          'Errors are `{ "error": "message" }`. Authenticated calls send `Authorization: Bearer <Firebase ID token>`.',
      },
      tags: [
        {
          name: 'notifications',
          description:
            'How people hear about new messages. With SMTP configured, a message left unread for `MESSAGE_EMAIL_DELAY_MINUTES` (10) is e-mailed to its recipient’s verified address: one plain-text e-mail per conversation until they read it, with a link to `{SITE_URL}/messages/{id}` and a one-click unsubscribe link (`List-Unsubscribe`, RFC 8058) to `/api/messages/unsubscribe`.',
        },
        {
          name: 'blocks',
          description:
            'Blocking people, named by Firebase uid. While either of two people has blocked the other, neither can start a conversation or send a message to the other (403; the blocked side reads a generic refusal). The blocker’s conversation list leaves out conversations with people they blocked; no live event, e-mail or push about a blocked person’s messages reaches the blocker. At most 500 blocks per person.',
        },
        {
          name: 'push',
          description:
            'Web Push. Subscribe with the VAPID public key; each push is a `PushPayload` (components), encrypted (aes128gcm) for the subscription: `message` to the other participant of a new message, `saved-search` (one per matching search) to the owner of a search a new listing matches. `tag` is also sent as the `Topic` header.',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
        // Not an answer of any route: what the browser's service worker receives.
        schemas: { PushPayload: z.toJSONSchema(pushPayloadSchema) as Record<string, unknown> },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
