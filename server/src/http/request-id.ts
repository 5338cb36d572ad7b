import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id passed on as it came: short, and only characters safe in a header and a log line. */
const VALID = /^[\w.:-]{1,128}$/;

/**
 * The request's id (`request.id`, `reqId` in its log lines): the X-Request-Id the site proxy or
 * the balancer set, else a new UUID (a request that reached the API directly).
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && VALID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer says its request's id (X-Request-Id), and an error answer (`{ error }`) carries it
 * in its body too, so a person can quote it and the operator find the request's log lines.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    return { ...payload, requestId: request.id };
  });
}

const isErrorBody = (payload: unknown): payload is { error: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { error?: unknown }).error === 'string';
