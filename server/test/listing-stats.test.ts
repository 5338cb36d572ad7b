import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from 'shared-api/schemas';
import { listingViews } from '../src/listing-stats/listing-views';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';

// My Listings shows, per listing, its page views (once per visitor a day, no personal data kept),
// saves and conversations.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const view = (id: number, remoteAddress: string, browser = 'Phone Browser/1.0') =>
  t.request({
    method: 'GET',
    url: `/api/listings/${id}/details`,
    remoteAddress,
    headers: { 'user-agent': browser },
  });
const statsOf = async (id: number) =>
  (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE }))
    .json<ListingDto[]>()
    .find((l) => l.listingID === id)?.stats;

describe('lister stats', () => {
  it('counts views once per visitor a day, and saves and conversations', async () => {
    const { id } = await t.createListing(ALICE, { title: 'A room people look at' });
    expect(await statsOf(id)).toEqual({ views: 0, saves: 0, conversations: 0 });

    await view(id, '198.51.100.1');
    await view(id, '198.51.100.1'); // the same visitor again: not counted
    await view(id, '198.51.100.2');
    await view(id, '198.51.100.2', 'Laptop Browser/2.0'); // another browser at that address
    await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: BOB, payload: {} });
    await t.request({ method: 'POST', url: `/api/listings/${id}/conversation`, as: BOB });
    await t.request({ method: 'POST', url: `/api/listings/${id}/conversation`, as: CAROL });

    await expect.poll(() => statsOf(id)).toEqual({ views: 3, saves: 1, conversations: 2 });
  });

  it('are the owner’s alone: no other answer carries them', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Figures stay private' });
    const page = await view(id, '198.51.100.3');
    expect('stats' in page.json<object>()).toBe(false);
    const list = (await t.request({ method: 'GET', url: '/api/listings' })).json<object[]>();
    expect(list.some((l) => 'stats' in l)).toBe(false);
  });

  it('keeps no visitor address, and forgets who viewed once the day is over', async () => {
    const db = t.app.ctx.db.kysely;
    const { id } = await t.createListing(ALICE, { title: 'Counted, not tracked' });
    const views = listingViews(db, 'a test secret of enough length for the key');
    await views.count(
      id,
      { address: '203.0.113.77', browser: 'B' },
      new Date('2099-01-01T18:00:00Z'),
    );
    const marks = await db
      .selectFrom('listing_view_marks')
      .selectAll()
      .where('listing_id', '=', id)
      .execute();
    expect(marks).toHaveLength(1);
    expect(JSON.stringify(marks)).not.toContain('203.0.113.77');
    // The next day's first view deletes the marks of the days before; the count stays.
    await views.count(
      id,
      { address: '203.0.113.77', browser: 'B' },
      new Date('2099-01-02T18:00:00Z'),
    );
    const left = await db
      .selectFrom('listing_view_marks')
      .select('day')
      .where('listing_id', '=', id)
      .execute();
    expect(left.map((m) => m.day)).toEqual(['2099-01-02']);
    expect(await statsOf(id)).toMatchObject({ views: 2 });
  });

  it('knows a repeat view without asking the database, and still counts it once', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Looked at again and again' });
    let queries = 0;
    const counted = t.app.ctx.db.kysely.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const views = listingViews(counted, 'a test secret of enough length for the key');
    const visitor = { address: '203.0.113.78', browser: 'B' };
    await views.count(id, visitor);
    const first = queries;
    expect(first).toBeGreaterThan(0);
    await views.count(id, visitor);
    await views.count(id, visitor);
    expect(queries).toBe(first);
    await views.count(id, { ...visitor, browser: 'C' }); // someone else: asked and counted
    expect(queries).toBeGreaterThan(first);
    expect(await statsOf(id)).toMatchObject({ views: 2 });
  });
});
