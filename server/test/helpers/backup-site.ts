import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { startLocalS3 } from './s3rver';
import { testVerifier, tokenFor, type TestUser } from './test-verifier';

/**
 * A whole site for the backup tests, as `pnpm start` configures one: SQLite and the file store in
 * its own DATA_DIR, or — when DATABASE_URL is set (test:postgres) — a database of its own on that
 * server (pg_dump takes whole databases) and its own s3rver bucket.
 */
export interface Site {
  env: Record<string, string>;
  dataDir: string;
  /** Starts (or restarts) the API on this site's data. */
  open(): Promise<FastifyInstance>;
  request(opts: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const POSTGRES = process.env.DATABASE_URL;

export async function createSite(): Promise<Site> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sublease-backup-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GEOCODER: 'fixture',
    LISTING_PAGE_READS_PER_MINUTE: '100000',
  };
  const closers: (() => Promise<void>)[] = [() => fs.rm(dataDir, { recursive: true, force: true })];
  if (POSTGRES) {
    const name = `backup_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    closers.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    const s3 = await startLocalS3();
    closers.push(() => s3.close());
    Object.assign(env, s3.env);
  }
  let app: FastifyInstance | undefined;
  const site: Site = {
    env,
    dataDir,
    async open() {
      await app?.close();
      app = await buildApp({
        config: loadConfig(env),
        verifier: testVerifier(),
        caps: { listingsPerDay: 10_000, conversationsPerHour: 10_000, pictureSlotsPerHour: 10_000 },
        // The test sends messages as fast as the API answers.
        rateLimits: { messages: 1_000_000, writes: 1_000_000, uploads: 1_000_000 },
      });
      return app;
    },
    request({ as, headers, ...opts }) {
      if (!app) throw new Error('open() the site first');
      return app.inject({
        ...opts,
        headers: { ...(as ? { authorization: `Bearer ${tokenFor(as)}` } : {}), ...headers },
      });
    },
    async close() {
      await app?.close();
      for (const close of closers.reverse()) await close();
    },
  };
  return site;
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs `pnpm backup` / `pnpm restore` (scripts/backup.mjs) on a site's settings. */
export function runTool(
  site: Site,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), ...args], {
      cwd: ROOT,
      // Only the site's own settings: nothing of the suite's DATABASE_URL leaks into a SQLite site.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...site.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
