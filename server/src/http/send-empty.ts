import type { FastifyReply } from 'fastify';

/**
 * 204 and 304 answers carry no body. Sending nothing (rather than a serialized `null`) keeps
 * fastify from announcing a Content-Length that keep-alive clients would wait for.
 */
export function sendEmpty(reply: { code(status: number): unknown }, status: 204 | 304) {
  return (reply as FastifyReply).code(status).send();
}
