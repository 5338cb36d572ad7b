import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, listingCardListSchema } from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, noContent } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import type { ListingsService } from '../listings/listings.service';
import type { SavedService } from './saved.service';

export interface SavedRouteDeps {
  saved: SavedService;
  listings: ListingsService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

const savedAnswer = z.object({ listingID: z.number(), isSaved: z.boolean() });

export async function savedRoutes(
  instance: FastifyInstance,
  { saved, listings, authenticate, writeLimit }: SavedRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/saved-listings',
    {
      onRequest: authenticate,
      schema: {
        tags: ['saved'],
        summary: 'The listings the caller saved',
        response: { 200: listingCardListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listings.savedBy(currentUser(request).id),
  );

  app.post(
    '/saved-listings/:id',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['saved'],
        summary: 'Save a listing (201 when newly saved, 200 when it already was)',
        params: idParams,
        response: { 200: savedAnswer, 201: savedAnswer, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await saved.save(currentUser(request).id, request.params.id);
      return reply
        .code(created ? 201 : 200)
        .send({ listingID: Number(request.params.id), isSaved: true });
    },
  );

  app.delete(
    '/saved-listings/:id',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['saved'],
        summary: 'Unsave a listing',
        params: idParams,
        response: { 204: noContent, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await saved.unsave(currentUser(request).id, request.params.id);
      return sendEmpty(reply, 204);
    },
  );
}
