import { expect } from 'vitest';
import { ALICE, BOB, createTestApp, type TestApp } from './test-app';

/**
 * A fixture for refused-request tests: Alice owns a listing, Bob asked about it, and `snapshot()`
 * captures everything those clients can see, to compare before and after a refused request.
 */
export async function refusalFixture() {
  const t: TestApp = await createTestApp({
    rateLimits: { writes: 100_000, messages: 100_000, contact: 100_000 },
  });
  const listingId = (await t.createListing(ALICE, { title: 'The untouchable one' })).id;
  const conversationId = (
    await t.request({ method: 'POST', url: `/api/listings/${listingId}/conversation`, as: BOB })
  ).json<{ conversationID: number }>().conversationID;

  async function snapshot() {
    const get = async (url: string, as?: typeof ALICE) =>
      (await t.request({ method: 'GET', url, as })).body;
    return [
      await get('/api/listings'),
      await get('/api/user/listings', ALICE),
      await get('/api/user', ALICE),
      await get('/api/user', BOB),
      await get('/api/user/saved-listings', BOB),
      await get(`/api/conversations/${conversationId}/messages`, BOB),
    ].join('\n');
  }
  return { t, listingId, conversationId, snapshot };
}

/** A 4xx with an `{ error }` body (and the given status, when one is given). */
export function expectRefused(res: { statusCode: number; json: () => unknown }, status?: number) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  if (status) expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: expect.any(String) });
}
