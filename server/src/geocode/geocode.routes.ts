import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, geocodeQuerySchema, geocodeResultSchema } from 'shared-api/schemas';
import type { GeocodeService } from './geocode.service';

export async function geocodeRoutes(
  instance: FastifyInstance,
  { geocode, limit }: { geocode: GeocodeService; limit: { max: number; timeWindow: string } },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/geocode',
    {
      config: { rateLimit: limit },
      schema: {
        tags: ['geocode'],
        summary: 'The coordinates of an address in Madison',
        querystring: geocodeQuerySchema,
        response: {
          200: geocodeResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const point = await geocode.geocode(request.query.q, request.ip);
      return reply.header('cache-control', 'public, max-age=86400').send(point);
    },
  );
}
