import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requiresUser } from '../auth/auth';

/** Every route lives under this prefix; the document's server URL carries it, its paths do not. */
export const API_PREFIX = '/api';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown>;

const errorBody = (description: string) => ({
  description,
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
  additionalProperties: false,
});

/**
 * What any route of a kind can answer besides what it declares, because a shared hook or handler
 * answers it: the auth hook (401, and 403 'no e-mail address' on writes), the rate limiter (429),
 * the schema validator (400) and the error handler (500).
 */
function sharedAnswers(route: RouteOptions, schema: Schema): Record<string, Schema> {
  const answers: Record<string, Schema> = {};
  const validated = ['body', 'querystring', 'params', 'headers'].some((key) => key in schema);
  if (validated) answers['400'] = errorBody('The request is not valid');
  if (requiresUser(route)) {
    answers['401'] = errorBody('No valid bearer token');
    if (!readOnly(route)) answers['403'] = errorBody('The account may not write (no e-mail address)');
  }
  if (rateLimited(route)) answers['429'] = errorBody('Too many requests, please try again later');
  answers['500'] = errorBody('Internal server error');
  return answers;
}

const readOnly = (route: RouteOptions) =>
  [route.method].flat().every((method) => ['GET', 'HEAD', 'OPTIONS'].includes(method));

const rateLimited = (route: RouteOptions) => {
  const config = route.config as { rateLimit?: unknown } | undefined;
  return Boolean(config?.rateLimit);
};

/**
 * `GET /listings/{id}/details` → `getListingsByIdDetails`: the method, then each path segment in
 * camel case, a parameter as `By<Name>`. Unique as long as method + path are, and given to every
 * route without one, so a new route needs nothing to get it.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By-${param[1] ?? ''}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/** `/api/listings/:id` → `/listings/{id}`; a trailing wildcard becomes the parameter `{key}`. */
export function documentPath(url: string): string {
  return url
    .slice(API_PREFIX.length)
    .replace(/\*$/, ':key')
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The transform of @fastify/swagger: zod → JSON Schema (fastify-type-provider-zod), then what the
 * document needs of every route and no route should have to repeat: its path without the prefix, an
 * operationId, its security (bearer when the auth hook guards it, none otherwise) and the answers
 * shared hooks give. A route's own declarations win.
 */
export function documentRoute(input: TransformInput) {
  // Outside the API: plugins' own routes (CORS preflight `OPTIONS *`).
  if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
  // Every API route is in the document: `hide` is not honoured, and a route without a schema
  // still appears (without a summary, which the document's tests name).
  const { hide: _hide, ...declared } = (input.schema ?? {}) as Schema;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: declared }) as {
    schema: Schema;
    url: string;
  };
  const route = input.route as RouteOptions;
  const path = documentPath(url);
  const method = [route.method].flat()[0] ?? 'GET';
  const own = (schema.response ?? {}) as Record<string, Schema>;
  return {
    url: path.replace(/\{([^}]+)\}/g, ':$1'),
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdFor(method, path),
      security: schema.security ?? (requiresUser(route) ? [{ bearer: [] }] : []),
      response: { ...sharedAnswers(route, schema), ...own },
    },
  };
}
