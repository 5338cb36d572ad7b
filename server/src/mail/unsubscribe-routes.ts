import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribePage, type UnsubscribeText } from './unsubscribe-page';

export interface UnsubscribeRouteOptions {
  /** Under `/api`, e.g. `/messages/unsubscribe`. */
  path: string;
  tags: string[];
  /** The GET's summary; the POST's is the same, one-click. */
  summary: string;
  description: string;
  rateLimit: { max: number; timeWindow: string };
  text: UnsubscribeText;
  /** True when the token is good (that kind of e-mail is then off), false otherwise. */
  unsubscribe(token: unknown): Promise<boolean>;
}

/**
 * `GET` and `POST {path}?token=…`: an e-mail's unsubscribe link (no session: it is opened from a
 * mail client). POST is RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`
 * form-encoded; the token is in the URL, so the body is read (small) and ignored. Call it inside the
 * module's plugin: the form parser then applies to that plugin's routes only.
 */
export function unsubscribeRoutes(instance: FastifyInstance, options: UnsubscribeRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
  }
  const answer = async (token: unknown, reply: FastifyReply) => {
    const done = await options.unsubscribe(token);
    return reply
      .code(done ? 200 : 400)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('referrer-policy', 'no-referrer')
      .send(unsubscribePage(done, options.text));
  };
  const page = (description: string) => ({
    description,
    content: { 'text/html': { schema: z.string() } },
  });
  const route = (summary: string) => ({
    config: { rateLimit: options.rateLimit },
    schema: {
      tags: options.tags,
      summary,
      description: options.description,
      querystring: z.object({ token: z.string().optional() }),
      response: {
        200: page('Unsubscribed: a small HTML page says so'),
        400: page('A bad or missing token: a small HTML page says so'),
      },
    },
  });
  app.get(options.path, route(options.summary), async (request, reply) =>
    answer(request.query.token, reply),
  );
  app.post(
    options.path,
    route(`${options.summary}, one-click (RFC 8058)`),
    async (request, reply) => answer(request.query.token, reply),
  );
}
