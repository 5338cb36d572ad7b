import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localObjectStore } from '../src/storage/local-object-store';
import type { ObjectStore } from '../src/storage/object-store';
import { createTestApp, type TestApp } from './helpers/test-app';

// What the load balancer asks each instance every second: alive (/api/health) and ready to serve
// (/api/ready: the database answers, the object store is reachable).

const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The local store, but its reads fail or hang like an object store that went away. */
function storeThat(fails: 'throws' | 'hangs'): ObjectStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-store-'));
  dirs.push(dir);
  const store = localObjectStore({ dataDir: dir });
  return Object.assign(Object.create(store) as ObjectStore, {
    get: () =>
      fails === 'throws'
        ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:4568'))
        : new Promise<Buffer | null>(() => {}),
  });
}

describe('health and readiness', () => {
  it('answers alive and ready when the database and the object store answer', async () => {
    const t = await createTestApp();
    apps.push(t);
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, draining: false, database: 'ok', objectStore: 'ok' });
  });

  it.each(['throws', 'hangs'] as const)(
    'is alive but not ready when the object store %s',
    async (fails) => {
      const t = await createTestApp({ store: storeThat(fails) });
      apps.push(t);
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await t.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        ok: false,
        draining: false,
        database: 'ok',
        objectStore: 'unreachable',
      });
    },
  );

  it('stops being ready once it drains (told to stop), while it still answers requests', async () => {
    const readiness = { draining: false };
    const t = await createTestApp({ readiness });
    apps.push(t);
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    readiness.draining = true;
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, draining: true, database: 'ok', objectStore: 'ok' });
    // What it holds is still served: the balancer only stops sending it new work.
    expect((await t.request({ method: 'GET', url: '/api/listings' })).statusCode).toBe(200);
  });
});
