import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApi } from '../client';
import { createMockDb, resetMockDb, type MockDb } from './db';
import { createHandlers } from './handlers/index';
import { signOutTestUser } from './session';

/**
 * `shared-api/mocks/node`: one MSW server per test file, at the network edge. Call at the top level
 * of a test file. Unhandled requests fail the test. Each test starts signed out with a fresh seeded
 * db (`mock.db`); add per-test handlers with `mock.server.use(...)`.
 */
export function setupMockApi(extra: (db: MockDb) => RequestHandler[] = () => []) {
  const db = createMockDb();
  const server = setupServer(...extra(db), ...createHandlers(db));

  beforeAll(() => {
    // Node's fetch needs absolute URLs; jsdom's origin keeps the app's relative `/api` base meaningful.
    configureApi({ baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api` });
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockDb(db);
    signOutTestUser();
  });
  afterAll(() => server.close());

  return { server, db };
}
