import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  conversationListSchema,
  messageDtoSchema,
  messageListSchema,
  replySchema,
  startConversationResponseSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { idParams, resourceErrors } from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import { chooseEncoding } from '../listings/public-list-cache';
import { encodeBody, type ConversationsService } from './conversations.service';

export interface ConversationsRouteDeps {
  conversations: ConversationsService;
  authenticate: onRequestHookHandler;
  writeLimit: { max: number; timeWindow: string };
  messageLimit: { max: number; timeWindow: string };
}

export async function conversationsRoutes(instance: FastifyInstance, deps: ConversationsRouteDeps) {
  const { conversations, authenticate, writeLimit, messageLimit } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/listings/:id/conversation',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['conversations'],
        params: idParams,
        response: { 200: startConversationResponseSchema, ...resourceErrors },
      },
    },
    async (request) => conversations.start(currentUser(request).id, request.params.id),
  );

  app.get(
    '/user/conversations',
    {
      onRequest: authenticate,
      schema: {
        tags: ['conversations'],
        response: { 200: conversationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => conversations.list(currentUser(request).id),
  );

  // The 3 s poll. Answered with a prepared (cached, pre-compressed) buffer, so it is declared on the
  // untyped instance and without @fastify/compress's hooks.
  instance.get<{ Params: { id: string } }>(
    '/conversations/:id/messages',
    {
      onRequest: authenticate,
      compress: false,
      schema: {
        tags: ['conversations'],
        params: idParams,
        response: { 200: messageListSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const { etag, body } = await conversations.poll(
        currentUser(request).id,
        request.params.id,
        request.headers['if-none-match'],
      );
      // Browsers revalidate a no-cache answer with its ETag by themselves: a quiet poll is a 304.
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (body === null) return sendEmpty(reply, 304);
      const { payload, encoding } = encodeBody(
        body,
        chooseEncoding(request.headers['accept-encoding']),
      );
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(payload);
    },
  );

  app.post(
    '/conversations/:id/reply',
    {
      onRequest: authenticate,
      config: { rateLimit: messageLimit },
      schema: {
        tags: ['conversations'],
        params: idParams,
        body: replySchema,
        response: { 201: messageDtoSchema, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const message = await conversations.reply(
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/conversations/:id',
    {
      onRequest: authenticate,
      config: { rateLimit: writeLimit },
      schema: { tags: ['conversations'], params: idParams, response: { ...resourceErrors } },
    },
    async (request, reply) => {
      await conversations.hide(currentUser(request).id, request.params.id);
      return sendEmpty(reply, 204);
    },
  );
}
