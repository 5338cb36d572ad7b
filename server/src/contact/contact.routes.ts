import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, contactInquirySchema } from 'shared-api/schemas';
import type { ContactService } from './contact.service';

export async function contactRoutes(
  instance: FastifyInstance,
  { contact, limit }: { contact: ContactService; limit: { max: number; timeWindow: string } },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/email',
    {
      config: { rateLimit: limit },
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form to the site’s team',
        body: contactInquirySchema,
        response: {
          202: z.object({ received: z.literal(true) }),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const ua = request.headers['user-agent'];
      await contact.submit(request.body, typeof ua === 'string' ? ua : null);
      return reply.code(202).send({ received: true as const });
    },
  );
}
