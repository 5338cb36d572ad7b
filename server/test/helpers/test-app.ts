import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { listingDtoSchema } from 'shared-api/schemas';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { listingForm, multipart } from './multipart';
import { answerChecker } from './openapi-answers';
import { testVerifier, tokenFor, type TestUser } from './test-verifier';
import { validListing } from './fixtures';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** What built this app, so a test can start a second instance on the same database. */
  config: AppConfig;
  pgSchema: string | undefined;
  verifier: ReturnType<typeof testVerifier>;
  auth(user: TestUser): Record<string, string>;
  request(opts: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
  /** Creates a listing through the API; its id and upload URLs. */
  createListing(
    owner: TestUser,
    overrides?: Record<string, unknown>,
    images?: string[],
  ): Promise<{ id: number; uploadUrls: string[] }>;
  /** A listing's photo names (the lister's file names), in order, from its public details. */
  photoNames(id: number): Promise<(string | undefined)[]>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: SQLite in a temp DATA_DIR, or — when DATABASE_URL is
 * set — a schema of its own in that PostgreSQL, dropped afterwards.
 */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sublease-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const pgSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GEOCODER: 'fixture',
    // Tests read listing pages far faster than a person: lifted unless a test sets it
    // (test/listing-page-reads.test.ts runs a real one).
    LISTING_PAGE_READS_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const verifier = testVerifier();
  const { env: _env, caps, ...rest } = options;
  let app: FastifyInstance;
  try {
    // Tests make many listings and conversations per user: per-user caps are lifted unless a test
    // sets them (test/caps.test.ts runs the real ones).
    const lifted = {
      listingsPerDay: 10_000,
      conversationsPerHour: 10_000,
      pictureSlotsPerHour: 10_000,
    };
    app = await buildApp({ config, verifier, pgSchema, caps: { ...lifted, ...caps }, ...rest });
  } catch (err) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const auth = (user: TestUser) => ({ authorization: `Bearer ${tokenFor(user)}` });
  // Every answer a test reads is checked against the OpenAPI document of this very app.
  let checkAnswer: ReturnType<typeof answerChecker> | undefined;
  const request: TestApp['request'] = async ({ as, headers, ...opts }) => {
    const response = await app.inject({
      ...opts,
      headers: { ...(as ? auth(as) : {}), ...headers },
    });
    checkAnswer ??= answerChecker(app.swagger());
    checkAnswer({ method: opts.method ?? 'GET', url: String(opts.url ?? ''), response });
    return response;
  };

  return {
    app,
    dataDir,
    config,
    pgSchema,
    verifier,
    auth,
    request,
    async createListing(owner, overrides = {}, images = ['front.jpg']) {
      const form = multipart(listingForm(validListing(overrides), images));
      const res = await request({ method: 'POST', url: '/api/listing', as: owner, ...form });
      if (res.statusCode !== 200) throw new Error(`create failed ${res.statusCode} ${res.body}`);
      const uploadUrls = res.json<string[]>();
      const id = Number(/listings\/(\d+)\//.exec(decodeURIComponent(uploadUrls[0] ?? ''))?.[1]);
      return { id, uploadUrls };
    },
    async photoNames(id) {
      const res = await request({ method: 'GET', url: `/api/listings/${id}/details` });
      return listingDtoSchema.parse(res.json()).photos?.map((p) => p.name) ?? [];
    },
    async close() {
      await app.close();
      if (databaseUrl && pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await client.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const ALICE: TestUser = {
  uid: 'alice-uid',
  email: 'alice@example.com',
  name: 'Alice Lister',
};
export const BOB: TestUser = { uid: 'bob-uid', email: 'bob@example.com', name: 'Bob Seeker' };
export const CAROL: TestUser = {
  uid: 'carol-uid',
  email: 'carol@example.com',
  name: 'Carol Other',
};

/** The storage key an upload link aims at (`listings/7/3f…e1.webp`). */
export const keyOfUploadUrl = (url: string) =>
  decodeURIComponent(url.split('?')[0] ?? '').replace(/^.*\/api\/storage\/upload\//, '');
/** A key's last segment (what a link ends with). */
export const segmentOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
