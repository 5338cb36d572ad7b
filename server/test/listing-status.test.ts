import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from 'shared-api/schemas';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';

// A lister marks a listing 'Taken': it leaves the public list (and so the map and saved-search
// matches), its page says so, its conversations stay and no new one starts; 'Available again'
// undoes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setStatus = (id: number | string, status: unknown, as = ALICE) =>
  t.request({ method: 'PUT', url: `/api/listings/${id}/status`, as, payload: { status } });
const publicIds = async () =>
  (await t.request({ method: 'GET', url: '/api/listings' }))
    .json<ListingDto[]>()
    .map((l) => l.listingID);

describe('PUT /listings/{id}/status', () => {
  it('takes a listing out of the list and its page says so; Available again brings it back', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Soon to be taken' });
    expect(await publicIds()).toContain(id);

    const taken = await setStatus(id, 'TAKEN');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ listingID: id, status: 'TAKEN' });
    expect(await publicIds()).not.toContain(id);
    const page = await t.request({ method: 'GET', url: `/api/listings/${id}/details` });
    expect(page.json()).toMatchObject({ listingID: id, status: 'TAKEN' });
    const mine = await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE });
    expect(mine.json<ListingDto[]>().find((l) => l.listingID === id)?.status).toBe('TAKEN');

    expect((await setStatus(id, 'AVAILABLE')).json()).toEqual({
      listingID: id,
      status: 'AVAILABLE',
    });
    expect(await publicIds()).toContain(id);
  });

  it('keeps its conversations but starts no new one', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Asked about, then taken' });
    const start = (as: typeof BOB) =>
      t.request({ method: 'POST', url: `/api/listings/${id}/conversation`, as });
    const first = await start(BOB);
    const conversationId = first.json<{ conversationID: number }>().conversationID;
    await setStatus(id, 'TAKEN');

    const again = await start(BOB);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ conversationID: conversationId });
    const reply = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/reply`,
      as: ALICE,
      payload: { content: 'Sorry, it is taken now.' },
    });
    expect(reply.statusCode).toBeLessThan(300);

    const fresh = await start(CAROL);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ error: 'This listing is no longer available.' });
  });

  it('is the owner’s alone, and refuses what it does not know', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Only Alice decides' });
    const other = await setStatus(id, 'TAKEN', BOB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'Only the owner can edit this listing' });
    const anon = await t.request({
      method: 'PUT',
      url: `/api/listings/${id}/status`,
      payload: { status: 'TAKEN' },
    });
    expect(anon.statusCode).toBe(401);
    for (const status of ['PENDING', 'taken', 42, null]) {
      const bad = await setStatus(id, status);
      expect(bad.statusCode, String(status)).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'Please choose Available or Taken' });
    }
    expect((await setStatus(999_999, 'TAKEN')).statusCode).toBe(404);
    expect(await publicIds()).toContain(id);
  });
});
