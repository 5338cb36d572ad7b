import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  blockUserSchema,
  blockedUserDtoSchema,
  blockedUserListSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { noContent, resourceErrors } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import type { BlocksService } from './blocks.service';

export interface BlocksRouteDeps {
  blocks: BlocksService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
}

/** The service checks the uid with the shared schema, so the 400 says why in the contract's words. */
const uidParams = z.object({ uid: z.string() });

/** Blocking people: block, unblock, and the caller's 'Blocked people' list. */
export async function blocksRoutes(
  instance: FastifyInstance,
  { blocks, authenticate, writeLimit }: BlocksRouteDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errors = { ...resourceErrors, 429: apiErrorSchema };

  app.post(
    '/user/blocks',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['blocks'],
        summary: 'Block a person',
        documentedBody: blockUserSchema,
        description:
          'Body `{ firebaseUid }`. 201 with the new block; 200 with the first one when that person was blocked already (`alreadyBlocked`).',
        response: { 200: blockedUserDtoSchema, 201: blockedUserDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { created, block } = await blocks.block(user.id, user.uid, request.body);
      return reply.code(created ? 201 : 200).send(block);
    },
  );

  app.delete(
    '/user/blocks/:uid',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a person (also when not blocked)',
        params: uidParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await blocks.unblock(user.id, user.uid, request.params.uid);
      return sendEmpty(reply, 204);
    },
  );

  app.get(
    '/user/blocks',
    {
      onRequest: authenticate,
      schema: {
        tags: ['blocks'],
        summary: 'The people the caller blocked, newest first',
        response: { 200: blockedUserListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => blocks.list(currentUser(request).id),
  );
}
