import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { errorAnswer, idParams, notModified } from '../http/route-schemas';
import { SHARE_CARD } from './image-pipeline';
import type { shareCards } from './share-cards';

const SHARE_IMAGE_NOT_FOUND = 'This listing has no photo to share';
/**
 * The URL is the listing's, not the photo's, so the site can name it without knowing the photo;
 * its first photo can change (an edit), so a day, not immutable. The ETag names the photo: a cache
 * revalidates with a 304, and a stale copy is served while it does (a week at most).
 */
const SHARE_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * `GET /api/listings/{id}/share-image.jpg`: a listing's first photo as a 1200 × 630 JPEG, the image
 * of its link previews (`og:image`). Public and stable; 404 when the listing or its photo is not
 * there (the site's pages then name the site's own image).
 */
export async function shareImageRoutes(
  app: FastifyInstance,
  opts: { cards: ReturnType<typeof shareCards> },
) {
  app.get<{ Params: { id: string } }>(
    '/listings/:id/share-image.jpg',
    {
      schema: {
        tags: ['listings'],
        summary: 'A listing’s link-preview image (1200 × 630 JPEG of its first photo)',
        params: idParams,
        response: {
          200: {
            description: 'The JPEG (cacheable for a day; its ETag names the photo)',
            content: {
              'image/jpeg': { schema: z.string().meta({ contentMediaType: 'image/jpeg' }) },
            },
          },
          304: notModified,
          404: errorAnswer('No such listing, or it has no photo'),
        },
      },
    },
    async (request, reply) => {
      const card = await opts.cards.forListing(request.params.id);
      if (!card) throw new HttpError(404, SHARE_IMAGE_NOT_FOUND);
      reply.header('cache-control', SHARE_IMAGE_CACHE).header('etag', card.etag);
      if (request.headers['if-none-match'] === card.etag) return reply.code(304).send();
      return reply
        .header('content-type', SHARE_CARD.type)
        .header('content-length', card.bytes.length)
        .send(card.bytes);
    },
  );
}
