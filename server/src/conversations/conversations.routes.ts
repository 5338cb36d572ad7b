import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  conversationListSchema,
  markReadSchema,
  messageDtoSchema,
  messageListSchema,
  replySchema,
  startConversationResponseSchema,
} from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import {
  errorAnswer,
  idParams,
  noContent,
  notModified,
  resourceErrors,
} from '../http/route-schemas';
import { sendEmpty } from '../http/send-empty';
import { sendPrepared } from '../http/representation';
import type { ConversationsService } from './conversations.service';

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
        summary: 'Start (or find) the caller’s conversation about a listing',
        params: idParams,
        response: {
          200: startConversationResponseSchema,
          ...resourceErrors,
          409: errorAnswer('The listing is no longer available'),
        },
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
        summary: 'The caller’s conversations',
        response: { 200: conversationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => conversations.list(currentUser(request).id),
  );

  // The 3 s poll: a prepared (cached, pre-compressed) answer, so it is declared on the untyped
  // instance and without @fastify/compress's hooks. Reading marks nothing read (see /read below).
  instance.get<{ Params: { id: string } }>(
    '/conversations/:id/messages',
    {
      onRequest: authenticate,
      compress: false,
      schema: {
        tags: ['conversations'],
        summary: 'A conversation’s messages (polled; answers 304 while nothing changed)',
        params: idParams,
        response: { 200: messageListSchema, 304: notModified, ...resourceErrors },
      },
    },
    async (request, reply) => {
      const messages = await conversations.messages(currentUser(request).id, request.params.id);
      // Browsers revalidate a no-cache answer with its ETag by themselves: a quiet poll is a 304.
      return sendPrepared(request, reply, { ...messages, cacheControl: 'private, no-cache' });
    },
  );

  // Explicit "mark as read": the chat calls it when it shows a conversation and when new
  // messages arrive. Idempotent and cheap, so it has no write limit of its own.
  app.post(
    '/conversations/:id/read',
    {
      onRequest: authenticate,
      schema: {
        tags: ['conversations'],
        summary: 'Mark the conversation’s messages to the caller read',
        params: idParams,
        body: markReadSchema,
        response: { 204: noContent, ...resourceErrors },
      },
    },
    async (request, reply) => {
      await conversations.markRead(currentUser(request).id, request.params.id, request.body?.upTo);
      return sendEmpty(reply, 204);
    },
  );

  app.post(
    '/conversations/:id/reply',
    {
      onRequest: authenticate,
      config: { rateLimit: messageLimit },
      schema: {
        tags: ['conversations'],
        summary: 'Send a message in a conversation',
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
      schema: {
        tags: ['conversations'],
        summary: 'Hide a conversation from the caller’s list',
        params: idParams,
        response: { 204: noContent, ...resourceErrors },
      },
    },
    async (request, reply) => {
      await conversations.hide(currentUser(request).id, request.params.id);
      return sendEmpty(reply, 204);
    },
  );
}
