import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createSavedSearchSchema,
  renameSavedSearchSchema,
  savedSearchAlertsSchema,
  savedSearchDtoSchema,
  savedSearchListSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, noContent, resourceErrors } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import { unsubscribeRoutes } from '../mail/unsubscribe-routes';
import type { SavedSearchesService } from './saved-searches.service';

/** The digest's unsubscribe page. */
export const SAVED_SEARCH_UNSUBSCRIBE_TEXT = {
  done: 'You will no longer get e-mails about new matches for your saved searches.',
  bad: 'This unsubscribe link is not valid. Use the link in your latest e-mail, or turn off e-mails on the Saved Searches tab of your profile.',
} as const;

export interface SavedSearchesRouteDeps {
  savedSearches: SavedSearchesService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

const errors = { ...resourceErrors, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['saved searches'];

/** The caller's saved searches, their alert setting, and the digest's unsubscribe link. */
export async function savedSearchesRoutes(
  instance: FastifyInstance,
  { savedSearches, authenticate, writeLimit }: SavedSearchesRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authenticate };
  const write = { onRequest: authenticate, config: { rateLimit: writeLimit } };

  app.get(
    '/user/saved-searches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The caller’s saved searches',
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
        summary: 'Save a search',
        documentedBody: createSavedSearchSchema,
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
        summary: 'Rename a saved search',
        documentedBody: renameSavedSearchSchema,
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
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: idParams,
        response: { 204: noContent, ...errors },
      },
    },
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
        summary: 'Mark a saved search’s matches seen',
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
      schema: {
        tags,
        summary: 'Whether the caller gets the digest of new matches',
        response: { 200: savedSearchAlertsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => savedSearches.alerts(currentUser(request).id),
  );

  app.put(
    '/user/saved-search-alerts',
    {
      ...write,
      schema: {
        tags,
        summary: 'Turn the digest of new matches on or off',
        documentedBody: savedSearchAlertsSchema,
        description: 'Body `{ email }`: whether the daily digest of new matches is e-mailed.',
        response: { 200: savedSearchAlertsSchema, ...errors },
      },
    },
    async (request) => savedSearches.setAlerts(currentUser(request).id, request.body),
  );

  // The digest's link (no session: it is opened from a mail client). POST is RFC 8058 one-click.
  unsubscribeRoutes(app, {
    path: '/saved-searches/unsubscribe',
    tags,
    summary: 'Unsubscribe from the digest of new matches (the e-mail’s link)',
    description:
      'The digest’s unsubscribe link (`token` signed by the server): turns e-mail alerts off and answers a small HTML page; 400 page for a bad token. POST for one-click (RFC 8058).',
    rateLimit: writeLimit,
    text: SAVED_SEARCH_UNSUBSCRIBE_TEXT,
    unsubscribe: (token) => savedSearches.unsubscribe(token),
  });
}
