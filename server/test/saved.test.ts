import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingListSchema } from 'shared-api/schemas';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('saved listings', () => {
  it('saves idempotently (201 then 200) and lists saves with isSaved true', async () => {
    const { id } = await t.createListing(ALICE);
    const first = await t.request({
      method: 'POST',
      url: `/api/saved-listings/${id}`,
      as: BOB,
      payload: {},
    });
    expect(first.statusCode).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: `/api/saved-listings/${id}`,
      as: BOB,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    const saved = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user/saved-listings', as: BOB })).json(),
    );
    expect(saved.map((l) => [l.listingID, l.isSaved])).toEqual([[id, true]]);
    // Saves are private: Alice saved nothing.
    expect(
      (await t.request({ method: 'GET', url: '/api/user/saved-listings', as: ALICE })).json(),
    ).toEqual([]);
  });

  it('shows isSaved on the caller’s own listings list', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Saved by its owner' });
    await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: ALICE, payload: {} });
    const mine = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE })).json(),
    );
    expect(mine.find((l) => l.listingID === id)?.isSaved).toBe(true);
  });

  it('unsaves idempotently with 204', async () => {
    const { id } = await t.createListing(ALICE);
    await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: BOB, payload: {} });
    for (let i = 0; i < 2; i++) {
      const res = await t.request({ method: 'DELETE', url: `/api/saved-listings/${id}`, as: BOB });
      expect(res.statusCode).toBe(204);
    }
    const saved = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user/saved-listings', as: BOB })).json(),
    );
    expect(saved.map((l) => l.listingID)).not.toContain(id);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/saved-listings/424242', as: BOB }))
        .statusCode,
    ).toBe(204);
  });

  it('answers 404 for saving a listing that does not exist', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/saved-listings/424242',
      as: BOB,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Listing not found' });
  });

  it('accepts a save with no body at all', async () => {
    const { id } = await t.createListing(ALICE);
    const res = await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: BOB });
    expect(res.statusCode).toBe(201);
    const withJsonTypeNoBody = await t.request({
      method: 'POST',
      url: `/api/saved-listings/${id}`,
      as: BOB,
      headers: { 'content-type': 'application/json' },
    });
    expect(withJsonTypeNoBody.statusCode).toBe(200);
  });
});
