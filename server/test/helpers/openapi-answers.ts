import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX, WILDCARD_PARAM } from '../../src/docs/document-route';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface Response {
  description: string;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** What a test sent and what it got back. */
export interface Exchange {
  method: string;
  url: string;
  response: LightMyRequestResponse;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/**
 * Checks answers against the OpenAPI document (ajv, JSON Schema 2020-12): the operation must be in
 * the document, the status among its documented answers, the media type one of that answer's, a
 * JSON body valid against its schema (extra fields are refused where the schema forbids them), and
 * an answer documented without content must have no body. Throws what is wrong, naming the route.
 */
export function answerChecker(document: object) {
  const doc = document as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'openapi' });
  const validators = new Map<string, ValidateFunction>();
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(new RegExp(`\\{${WILDCARD_PARAM}\\}$`), '.+')
          .replace(/\{[^}]+\}/g, '[^/]+')}$`,
      ),
    }))
    // A literal segment wins over a parameter (`/user/listings` before `/user/{x}`).
    .sort((a, b) => a.params - b.params);

  function validatorFor(template: string, method: string, status: string, type: string) {
    const pointer = ['paths', template, method, 'responses', status, 'content', type, 'schema']
      .map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/');
    const ref = `openapi#/${pointer}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  return function check({ method: rawMethod, url, response }: Exchange): void {
    const path = new URL(url, 'http://api.invalid').pathname;
    if (!path.startsWith(`${API_PREFIX}/`)) return;
    const apiPath = path.slice(API_PREFIX.length);
    const head = rawMethod.toUpperCase() === 'HEAD';
    const method = head ? 'get' : rawMethod.toLowerCase();
    if (!METHODS.has(method)) return; // CORS preflight
    const status = response.statusCode;
    const matches = templates.filter(({ pattern }) => pattern.test(apiPath));
    const match = matches.find(({ template }) => doc.paths[template]?.[method]) ?? matches[0];
    const operation = match && doc.paths[match.template]?.[method];
    const name = `${method.toUpperCase()} ${match?.template ?? apiPath} → ${status}`;
    if (!match || !operation) {
      // Fastify's not-found answer for a path or method no route has.
      if (status === 404 || status === 405) return;
      throw new Error(`${name}: no operation in the OpenAPI document`);
    }
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (k) => k in operation.responses,
    );
    if (!key) {
      throw new Error(
        `${name}: status not documented (documented: ${Object.keys(operation.responses).join(', ')}); body ${response.body.slice(0, 300)}`,
      );
    }
    const documented = operation.responses[key] as Response;
    const bytes = decoded(response);
    if (!documented.content) {
      if (bytes.length > 0) throw new Error(`${name}: documented without a body, but has one`);
      return;
    }
    if (head || status === 304) return;
    const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
    const media = Object.keys(documented.content).find(
      (m) => m === type || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))),
    );
    if (!media) {
      throw new Error(
        `${name}: media type '${type}' not documented (${Object.keys(documented.content).join(', ')})`,
      );
    }
    if (media !== 'application/json') return;
    const validate = validatorFor(match.template, method, key, media);
    const body: unknown = JSON.parse(bytes.toString('utf8'));
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
        .join('; ');
      throw new Error(`${name}: the body breaks the documented schema: ${problems}`);
    }
  };
}

function decoded(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    case 'deflate':
      return zlib.inflateSync(raw);
    default:
      return raw;
  }
}
