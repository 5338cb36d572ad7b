import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILES, renderOpenApiFiles } from '../scripts/openapi-files';
import { requireUser } from '../src/auth/auth';
import { operationIdFor } from '../src/docs/document-route';
import { registerDocs } from '../src/docs/openapi';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const REGENERATE = 'regenerate it: pnpm --filter server openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let texts: Awaited<ReturnType<typeof renderOpenApiFiles>>;
let doc: Doc;
const operations = () =>
  Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${route}`,
      method,
      route,
      op,
    })),
  );

beforeAll(async () => {
  texts = await renderOpenApiFiles();
  doc = JSON.parse(texts.document) as Doc;
});

describe('the OpenAPI document', () => {
  it('is committed as generated, with the client types generated from it', async () => {
    expect(
      await fs.readFile(OPENAPI_FILES.document, 'utf8'),
      `openapi.json is stale: ${REGENERATE}`,
    ).toBe(texts.document);
    expect(
      await fs.readFile(OPENAPI_FILES.types, 'utf8'),
      `api-types.ts is stale: ${REGENERATE}`,
    ).toBe(texts.types);
  });

  it('passes `redocly lint` with the recommended rules, offline', async () => {
    const redocly = path.join(serverDir, 'node_modules/.bin/redocly');
    const run = promisify(execFile)(redocly, ['lint', 'openapi/openapi.json', '--format=stylish'], {
      cwd: serverDir,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
    });
    const { stdout, stderr } = await run.catch((err: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${err.stdout}\n${err.stderr}`);
    });
    // Warnings do not fail the command: none is accepted either (.redocly.lint-ignore.yaml).
    expect(`${stdout}${stderr}`).not.toMatch(/warning|error/i);
  }, 60_000);

  it('is OpenAPI 3.1 under the /api server, with the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.map((s) => s.url)).toEqual(['/api']);
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
  });

  it('holds every route, the signed links and the health route included', () => {
    const names = operations().map((o) => o.name);
    for (const name of [
      'GET /health',
      'GET /docs/json',
      'PUT /storage/upload/{key}',
      'GET /storage/object/{key}',
      'GET /listings/{id}/share-image.jpg',
      'GET /events',
      'POST /conversations/{id}/read',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.length).toBeGreaterThanOrEqual(46);
  });

  it('gives every operation a summary and its derived operationId', () => {
    const problems = operations().flatMap(({ name, method, route, op }) => [
      ...(op.summary ? [] : [`${name} has no summary: add schema.summary to its route`]),
      ...(op.operationId === operationIdFor(method, route)
        ? []
        : [
            `${name}: operationId ${op.operationId ?? '(none)'} is not ${operationIdFor(method, route)}`,
          ]),
    ]);
    expect(problems).toEqual([]);
  });

  it('secures with the bearer token exactly the routes behind the auth hook', () => {
    const secured = (op: Operation) => JSON.stringify(op.security) === '[{"bearer":[]}]';
    for (const { name, op } of operations()) {
      expect(op.security, name).toBeDefined();
      expect(secured(op) === '401' in op.responses, `${name}: security and 401 disagree`).toBe(
        true,
      );
    }
    const names = operations()
      .filter(({ op }) => secured(op))
      .map((o) => o.name);
    expect(names).toContain('GET /user');
    expect(names).toContain('GET /events');
    expect(names).not.toContain('GET /listings');
    expect(names).not.toContain('PUT /storage/upload/{key}');
  });

  it('documents the answers that have no body', () => {
    expect(doc.paths['/conversations/{id}/read']?.post?.responses).toHaveProperty('204');
    expect(doc.paths['/listings']?.get?.responses).toHaveProperty('304');
  });
});

describe('a route added later', () => {
  it('is documented with its operationId, security and shared answers, even when it asks to hide', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    await registerDocs(app);
    const authenticate = requireUser(
      { verify: () => Promise.reject(new Error('no tokens here')) },
      () => Promise.resolve(1),
    );
    app.post(
      '/api/user/blocks/:id',
      {
        onRequest: authenticate,
        config: { rateLimit: { max: 1, timeWindow: '1 minute' } },
        schema: { hide: true },
      },
      async () => ({}),
    );
    app.get('/outside', async () => ({}));
    await app.ready();
    const paths = app.swagger().paths ?? {};
    expect(Object.keys(paths).sort()).toEqual(['/docs/json', '/user/blocks/{id}']);
    const op = paths['/user/blocks/{id}']?.post;
    expect(op?.operationId).toBe('postUserBlocksById');
    expect(op?.security).toEqual([{ bearer: [] }]);
    // The refusals shared hooks answer; its own answers are its to declare (the lint wants a 2XX).
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual([
      '401',
      '403',
      '413',
      '415',
      '429',
      '500',
    ]);
    // No summary: the lint and the summary check name the route.
    expect(op?.summary).toBeUndefined();
    await app.close();
  });
});

describe('operationIdFor', () => {
  it('is the method and the path in camel case, parameters as By<Name>', () => {
    expect(operationIdFor('GET', '/listings/{id}/details')).toBe('getListingsByIdDetails');
    expect(operationIdFor('post', '/user/saved-searches/{id}/seen')).toBe(
      'postUserSavedSearchesByIdSeen',
    );
    expect(operationIdFor('GET', '/listings/{id}/share-image.jpg')).toBe(
      'getListingsByIdShareImageJpg',
    );
  });
});
