import type { FastifyInstance } from 'fastify';

/** The API's own paths whose answers belong to one user, signed in or not (a 401 included). */
const PERSONAL_PATH = /^\/api\/(user|conversations|events)(\/|\?|$)/;

/**
 * Headers every answer gets, and the cache rule of personal ones:
 * - `X-Content-Type-Options: nosniff` everywhere (an answer is only ever what its type says).
 * - Personal answers — anything answered to a signed-in request, and everything under `/api/user`
 *   and `/api/conversations` — get `Cache-Control: private, no-store`: no shared cache keeps them,
 *   and the browser does not write them to disk (a shared computer in a library). A route that
 *   already chose a `private` policy keeps it: the messages poll is `private, no-cache` because the
 *   browser's revalidation with its ETag is what makes a quiet poll a 304.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const personal = request.user !== null || PERSONAL_PATH.test(request.url);
    if (!personal) return;
    const chosen = reply.getHeader('cache-control');
    if (typeof chosen === 'string' && /\bprivate\b/.test(chosen)) return;
    reply.header('cache-control', 'private, no-store');
  });
}
