import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushPayloadSchema } from 'shared-api/schemas';
import { API_PREFIX, documentRoute } from './document-route';

/** Where the document is served. */
export const OPENAPI_PATH = `${API_PREFIX}/docs/json`;

const TAGS: Record<string, string> = {
  listings:
    'Listings: the public list, a listing’s page, the caller’s own listings and their writes.',
  saved: 'Listings the caller saved.',
  'saved searches': 'Saved searches, their new matches and the e-mail digest about them.',
  conversations: 'Conversations about a listing, their messages and the live events of the caller.',
  notifications:
    'How people hear about new messages. With SMTP configured, a message left unread for `MESSAGE_EMAIL_DELAY_MINUTES` (10) is e-mailed to its recipient’s verified address: one plain-text e-mail per conversation until they read it, with a link to `{SITE_URL}/messages/{id}` and a one-click unsubscribe link (`List-Unsubscribe`, RFC 8058) to `/api/messages/unsubscribe`.',
  push: 'Web Push. Subscribe with the VAPID public key; each push is a `PushPayload` (components), encrypted (aes128gcm) for the subscription: `message` to the other participant of a new message, `saved-search` (one per matching search) to the owner of a search a new listing matches. `tag` is also sent as the `Topic` header.',
  reports: 'Reports of listings to the moderators.',
  blocks:
    'Blocking people, named by Firebase uid. While either of two people has blocked the other, neither can start a conversation or send a message to the other (403; the blocked side reads a generic refusal). The blocker’s conversation list leaves out conversations with people they blocked; no live event, e-mail or push about a blocked person’s messages reaches the blocker. At most 500 blocks per person.',
  user: 'The caller’s profile.',
  storage:
    'Photos: the signed links the API hands out (uploads, and downloads from the local store). The signature is the authority, so they carry no bearer token.',
  geocode: 'Addresses to coordinates, for the listing form.',
  contact: 'The site’s contact form.',
  meta: 'The API itself: health and this document.',
};

/**
 * The OpenAPI 3.1 document, generated from the route schemas (zod → JSON Schema 2020-12) and served
 * at /api/docs/json. It is the contract: server/test/openapi*.test.ts lint it and check every answer
 * of the tests against it (server/CONTEXT.md "Add an endpoint").
 */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Madison sublease marketplace API',
        version: '0.1.0',
        description:
          'Errors are `{ "error": "message" }`. Authenticated calls send `Authorization: Bearer <Firebase ID token>`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [
        {
          url: API_PREFIX,
          description:
            'The site’s own origin (its server passes /api on); run alone, the API’s (`pnpm --filter server start`: port 8080)',
        },
      ],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'Firebase ID token',
            description: 'A Firebase ID token of the signed-in person.',
          },
        },
        schemas: { PushPayload: z.toJSONSchema(pushPayloadSchema) as Record<string, unknown> },
      },
      // Not an answer of any route: what the browser's service worker receives, sent through the
      // push service to each subscription's endpoint.
      webhooks: {
        push: {
          post: {
            tags: ['push'],
            summary: 'A Web Push to a subscription (what the service worker reads)',
            operationId: 'pushToSubscription',
            security: [],
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/PushPayload' } },
              },
            },
            responses: {
              '201': { description: 'The push service accepted it' },
              '404': { description: 'The subscription is gone (it is deleted)' },
              '410': { description: 'The subscription expired (it is deleted)' },
            },
          },
        },
      },
    },
    transform: documentRoute,
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ['meta'],
        summary: 'This OpenAPI document',
        response: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI 3.1 document') },
      },
    },
    async () => app.swagger(),
  );
}
