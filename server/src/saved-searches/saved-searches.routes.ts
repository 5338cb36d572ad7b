import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  savedSearchAlertsSchema,
  savedSearchDtoSchema,
  savedSearchListSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, resourceErrors } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import type { SavedSearchesService } from './saved-searches.service';
import { unsubscribePage } from './unsubscribe-page';

export interface SavedSearchesRouteDeps {
  savedSearches: SavedSearchesService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

const errors = { ...resourceErrors, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['saved searches'];

/** Issue 15 §2: the caller's saved searches, their alert setting, and the digest's unsubscribe link. */
export async function savedSearchesRoutes(
  instance: FastifyInstance,
  { savedSearches, authenticate, writeLimit }: SavedSearchesRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // One-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` form-encoded; the token is in
  // the URL, so the body is read (small) and ignored. Only this plugin's routes accept the type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const signedIn = { onRequest: authenticate };
  const write = { onRequest: authenticate, config: { rateLimit: writeLimit } };

  app.get(
    '/user/saved-searches',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The caller’s saved searches, newest first, each with its new matches.',
        response: { 200: savedSearchListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => savedSearches.list(currentUser(request).id),
  );

  app.post(
    '/user/saved-searches',
    {
      ...write,
      schema: {
        tags,
        description:
          'Body `{ name, query }` (a /listings query string, canonicalised). 409 for the same query twice or beyond 20.',
        response: { 201: savedSearchDtoSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await savedSearches.create(currentUser(request).id, request.body)),
  );

  app.patch(
    '/user/saved-searches/:id',
    {
      ...write,
      schema: {
        tags,
        description: 'Body `{ name }`: renames it.',
        params: idParams,
        response: { 200: savedSearchDtoSchema, ...errors },
      },
    },
    async (request) =>
      savedSearches.rename(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/user/saved-searches/:id',
    { ...write, schema: { tags, params: idParams, response: errors } },
    async (request, reply) => {
      await savedSearches.remove(currentUser(request).id, request.params.id);
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/user/saved-searches/:id/seen',
    {
      ...write,
      schema: {
        tags,
        description: 'The owner opened it: `lastSeenAt` becomes now and it has no new matches.',
        params: idParams,
        response: { 200: savedSearchDtoSchema, ...errors },
      },
    },
    async (request) => savedSearches.seen(currentUser(request).id, request.params.id),
  );

  app.get(
    '/user/saved-search-alerts',
    {
      ...signedIn,
      schema: { tags, response: { 200: savedSearchAlertsSchema, 401: apiErrorSchema } },
    },
    async (request) => savedSearches.alerts(currentUser(request).id),
  );

  app.put(
    '/user/saved-search-alerts',
    {
      ...write,
      schema: {
        tags,
        description: 'Body `{ email }`: whether the daily digest of new matches is e-mailed.',
        response: { 200: savedSearchAlertsSchema, ...errors },
      },
    },
    async (request) => savedSearches.setAlerts(currentUser(request).id, request.body),
  );

  // The digest's link (no session: it is opened from a mail client). POST is RFC 8058 one-click.
  const unsubscribe = async (token: unknown, reply: FastifyReply) => {
    const done = await savedSearches.unsubscribe(token);
    return reply
      .code(done ? 200 : 400)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('referrer-policy', 'no-referrer')
      .send(unsubscribePage(done));
  };
  const unsubscribeSchema = {
    tags,
    description:
      'The digest’s unsubscribe link (`token` signed by the server): turns e-mail alerts off and answers a small HTML page; 400 page for a bad token. POST for one-click (RFC 8058).',
    querystring: z.object({ token: z.string().optional() }),
    response: { 200: z.string(), 400: z.string() },
  };
  const unsubscribeLimit = { config: { rateLimit: writeLimit } };
  app.get(
    '/saved-searches/unsubscribe',
    { ...unsubscribeLimit, schema: unsubscribeSchema },
    async (request, reply) => unsubscribe(request.query.token, reply),
  );
  app.post(
    '/saved-searches/unsubscribe',
    { ...unsubscribeLimit, schema: unsubscribeSchema },
    async (request, reply) => unsubscribe(request.query.token, reply),
  );
}
