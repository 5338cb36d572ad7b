import { STATUS_CODES } from 'node:http';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiresUser } from '../auth/auth';

/** Every route lives under this prefix; the document's server URL carries it, its paths do not. */
export const API_PREFIX = '/api';

type Schema = Record<string, unknown>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The JSON body a route's service validates itself (`parseOr400`, for its own messages):
     * documented as the request body, not checked by Fastify.
     */
    documentedBody?: z.core.$ZodType;
  }
}

/**
 * A wire schema that reshapes what the client parsed (a pipe into a transform: aliases folded)
 * has no JSON Schema as an output; the wire is its input object, documented as strictly as any
 * answer (no extra fields).
 */
function documentWireOfPipes(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Schema }) {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'pipe' || Object.keys(ctx.jsonSchema).length > 0) return;
  const { in: wire } = def as z.core.$ZodPipeDef;
  const { $schema: _dialect, ...json } = z.toJSONSchema(wire, {
    io: 'output',
    unrepresentable: 'any',
  });
  Object.assign(ctx.jsonSchema, json);
}

const zodToJsonSchema = createJsonSchemaTransform({
  zodToJsonConfig: { override: documentWireOfPipes },
});
type TransformInput = Parameters<typeof zodToJsonSchema>[0];

const errorBody = (description: string) => ({
  description,
  type: 'object',
  properties: {
    error: { type: 'string' },
    requestId: { type: 'string', description: 'The id of the request in the API logs' },
  },
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
  if (!readOnly(route)) {
    // Fastify's body parsers, before the route's own code.
    answers['413'] = errorBody('The body is too large');
    answers['415'] = errorBody('Unsupported content type');
  }
  if (requiresUser(route)) {
    answers['401'] = errorBody('No valid bearer token');
    if (!readOnly(route))
      answers['403'] = errorBody('The account may not write (no e-mail address)');
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

/**
 * The parameter a trailing wildcard becomes (`/storage/upload/*` → `/storage/upload/{key}`): a
 * storage key, whose `/` a link carries as is (the server takes `%2F` too).
 */
export const WILDCARD_PARAM = 'key';

/** `/api/listings/:id` → `/listings/{id}`; a trailing wildcard becomes `{key}`. */
export function documentPath(url: string): string {
  return url
    .slice(API_PREFIX.length)
    .replace(/\*$/, `:${WILDCARD_PARAM}`)
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The transform of @fastify/swagger: zod → JSON Schema 2020-12 (fastify-type-provider-zod), then what the
 * document needs of every route and no route should have to repeat: its path without the prefix, an
 * operationId, its security (bearer when the auth hook guards it, none otherwise) and the answers
 * shared hooks give. A route's own declarations win.
 */
export function documentRoute(input: TransformInput): { schema: FastifySchema; url: string } {
  // Outside the API: plugins' own routes (CORS preflight `OPTIONS *`).
  if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
  // Every API route is in the document: `hide` is not honoured, and a route without a schema
  // still appears (without a summary, which the document's tests name).
  const { hide: _hide, documentedBody, ...declared } = (input.schema ?? {}) as Schema;
  if (documentedBody && !declared.body) declared.body = documentedBody;
  const { schema, url } = zodToJsonSchema({ ...input, schema: declared }) as {
    schema: Schema;
    url: string;
  };
  const route = input.route as RouteOptions;
  const path = documentPath(url);
  const method = [route.method].flat()[0] ?? 'GET';
  const shared = sharedAnswers(route, schema);
  // An answer without a description of its own gets the shared one, else the status's name.
  const own = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, Schema>).map(([status, answer]) => [
      status,
      answer.description || 'content' in answer
        ? answer
        : { ...answer, description: shared[status]?.description ?? STATUS_CODES[status] },
    ]),
  );
  const documented: Schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdFor(method, path),
    security: schema.security ?? (requiresUser(route) ? [{ bearer: [] }] : []),
    response: { ...shared, ...own },
  };
  return { url: path.replace(/\{([^}]+)\}/g, ':$1'), schema: documented as FastifySchema };
}
