import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

// Framework and plugin error codes mapped to the contract's statuses and plain messages.
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: [413, 'A part of the request is too large'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the request'],
  FST_FILES_LIMIT: [413, 'Too many files in the request'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the request'],
  FST_PROTO_VIOLATION: [400, 'Request body is not valid'],
};

/** The one error handler: `{ error }`, contract statuses, nothing internal on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ error: err.validation[0]?.message ?? 'Invalid request' });
    }
    const known = err.code ? KNOWN[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (err instanceof SyntaxError)
      return reply.code(400).send({ error: 'Request body is not valid JSON' });
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429)
      return reply.code(429).send({ error: 'Too many requests, please try again later' });
    if (status >= 400 && status < 500) {
      // Client errors from plugins carry safe messages; anything else is ours to hide.
      return reply.code(status).send({ error: err.message || 'Bad request' });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
}
