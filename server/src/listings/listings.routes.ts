import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  listingDtoSchema,
  listingCardListSchema,
  listingListSchema,
  listingStatusAnswerSchema,
  listingStatusUpdateSchema,
  uploadUrlsSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { sendPrepared } from '../http/representation';
import { idParams, noContent, notModified, resourceErrors } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import { notFound } from '../http/errors';
import { parseId } from '../http/validate';
import type { ListingViews } from '../listing-stats/listing-views';
import { readListingParts } from './listing-multipart';
import { LISTING_NOT_FOUND, type ListingsService } from './listings.service';
import type { publicListCache } from './public-list-cache';

export interface ListingsRouteDeps {
  listings: ListingsService;
  cache: ReturnType<typeof publicListCache>;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
  /** Views of listings' pages, once per visitor a day (the owner's stats). */
  views: ListingViews;
  /** Per client address: a listing's page names its lister (name, e-mail). */
  pageReadLimit: { max: number; timeWindow: string };
}

const multipartDoc = {
  consumes: ['multipart/form-data'],
  documentedBody: z.object({
    listing: z
      .string()
      .describe(
        'The listing as JSON (with its `listingID` on PUT), read by the listing form’s schema',
      ),
    images: z.array(z.string()).optional().describe('POST: the photos’ file names, in order'),
    addFileNames: z.string().optional().describe('PUT: a JSON list of new photos’ file names'),
    deleteFileNames: z.string().optional().describe('PUT: a JSON list of photos to remove'),
  }),
  description:
    'Multipart: part `listing` (JSON), repeated `images` parts (file names) on POST; `addFileNames` and `deleteFileNames` (JSON lists) on PUT.',
};

export async function listingsRoutes(instance: FastifyInstance, deps: ListingsRouteDeps) {
  const { listings, cache, views, authenticate, writeLimit, pageReadLimit } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Public and token-blind (contract): isSaved is false here; clients merge /user/saved-listings.
  // Answered with a prepared buffer, so it is declared on the untyped instance.
  instance.get(
    '/listings',
    {
      compress: false,
      schema: {
        tags: ['listings'],
        summary: 'The public list of available listings',
        response: { 200: listingCardListSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const list = await cache.get();
      return sendPrepared(request, reply, {
        etag: list.etag,
        cacheControl: 'no-cache',
        body: async () => list,
      });
    },
  );

  // The same for every visitor: a prepared buffer per data version (a revisit is a 304).
  instance.get<{ Params: { id: string } }>(
    '/listings/:id/details',
    {
      compress: false,
      config: { rateLimit: pageReadLimit },
      schema: {
        tags: ['listings'],
        summary: 'A listing’s page: the listing and its lister',
        params: idParams,
        response: { 200: listingDtoSchema, 304: notModified, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null) throw notFound(LISTING_NOT_FOUND);
      const page = await cache.page(id);
      // Not awaited: counting a view never slows or fails the page.
      views
        .count(id, {
          address: request.ip,
          browser: String(request.headers['user-agent'] ?? ''),
        })
        .catch((err: unknown) => request.log.warn({ err }, 'a listing view was not counted'));
      return sendPrepared(request, reply, {
        etag: page.etag,
        cacheControl: 'no-cache',
        body: async () => page,
      });
    },
  );

  app.get(
    '/user/listings',
    {
      onRequest: authenticate,
      schema: {
        tags: ['listings'],
        summary: 'The caller’s own listings',
        response: { 200: listingListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listings.mine(currentUser(request).id),
  );

  // The edit form's read: only the owner gets a listing's unit number.
  app.get(
    '/user/listings/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['listings'],
        summary: 'One of the caller’s listings, with its unit number (the edit form)',
        params: idParams,
        response: { 200: listingDtoSchema, ...resourceErrors },
      },
    },
    async (request) => listings.ownOne(currentUser(request).id, request.params.id),
  );

  // POST creates and PUT updates: the same multipart form, limits and answer (upload links).
  const listingWrite = (summary: string) => ({
    onRequest: authenticate,
    config: { rateLimit: writeLimit },
    schema: {
      tags: ['listings'],
      summary,
      ...multipartDoc,
      response: { 200: uploadUrlsSchema, ...resourceErrors },
    },
  });

  app.post(
    '/listing',
    listingWrite('Create a listing; answers its photos’ upload links'),
    async (request) => listings.create(currentUser(request).id, await readListingParts(request)),
  );

  app.put(
    '/listing',
    listingWrite('Update a listing; answers the new photos’ upload links'),
    async (request) => listings.update(currentUser(request).id, await readListingParts(request)),
  );

  app.put(
    '/listings/:id/status',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['listings'],
        summary: 'Set a listing’s status (available, pending, taken)',
        params: idParams,
        body: listingStatusUpdateSchema,
        response: { 200: listingStatusAnswerSchema, ...resourceErrors },
      },
    },
    async (request) => listings.setStatus(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['listings'],
        summary: 'Delete one of the caller’s listings',
        params: idParams,
        response: { 204: noContent, ...resourceErrors },
      },
    },
    async (request, reply) => {
      await listings.remove(currentUser(request).id, request.params.id);
      return sendEmpty(reply, 204);
    },
  );
}
