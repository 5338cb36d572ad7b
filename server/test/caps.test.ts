import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, LIMIT_MESSAGES } from 'shared-api/schemas';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { listingForm, multipart } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

// The real caps (the test helper lifts them for other files).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ caps: { ...LIMITS } });
});
afterAll(async () => t?.close());

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}.jpg`);
const create = (images: string[], as = ALICE) =>
  t.request({
    method: 'POST',
    url: '/api/listing',
    as,
    ...multipart(listingForm(validListing(), images)),
  });
const myListingCount = async (as = ALICE) =>
  (await t.request({ method: 'GET', url: '/api/user/listings', as })).json<unknown[]>().length;

describe(`at most ${LIMITS.imagesPerListing} photos per listing`, () => {
  it('create: 21 photos is a 400 with the cap’s message, and nothing is created', async () => {
    const res = await create(names(LIMITS.imagesPerListing + 1), CAROL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyImages });
    expect(await myListingCount(CAROL)).toBe(0);
  });

  it('edit: kept + added over the cap is a 400 and changes nothing; up to the cap is fine', async () => {
    const { id } = await t.createListing(CAROL, {}, names(LIMITS.imagesPerListing - 1));
    const edit = (add: string[]) =>
      t.request({
        method: 'PUT',
        url: '/api/listing',
        as: CAROL,
        ...multipart([
          ...listingForm({ ...validListing(), listingID: id }, []),
          { name: 'addFileNames', value: JSON.stringify(add) },
        ]),
      });
    const over = await edit(['a.jpg', 'b.jpg']);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyImages });
    expect(await t.photoNames(id)).toHaveLength(LIMITS.imagesPerListing - 1);
    expect((await edit(['a.jpg'])).statusCode).toBe(200);
    expect(await t.photoNames(id)).toHaveLength(LIMITS.imagesPerListing);
  });
});

describe(`at most ${LIMITS.listingsPerDay} new listings per user in 24 hours`, () => {
  it('the next one is a 429 with Retry-After; other users are not affected', async () => {
    for (let i = 0; i < LIMITS.listingsPerDay; i++) {
      expect((await create(['a.jpg'])).statusCode).toBe(200);
    }
    const res = await create(['a.jpg']);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyListings });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(await myListingCount()).toBe(LIMITS.listingsPerDay);
    expect((await create(['a.jpg'], BOB)).statusCode).toBe(200);
  });
});

describe(`at most ${LIMITS.conversationsPerHour} new conversations per user an hour`, () => {
  it('the next new one is a 429; reopening an existing one still works', async () => {
    // 21 listings to contact, by listers under their own daily cap (one app per file: PostgreSQL).
    const listers = [1, 2, 3].map((n) => ({ uid: `lister-${n}`, email: `l${n}@example.com` }));
    const ids: number[] = [];
    for (let i = 0; i <= LIMITS.conversationsPerHour; i++) {
      ids.push((await t.createListing(listers[i % 3] ?? ALICE)).id);
    }
    const start = (id: number) =>
      t.request({ method: 'POST', url: `/api/listings/${id}/conversation`, as: CAROL });
    const first = await start(ids[0] ?? 0);
    expect(first.statusCode).toBe(200);
    for (const id of ids.slice(1, LIMITS.conversationsPerHour)) {
      expect((await start(id)).statusCode).toBe(200);
    }
    const res = await start(ids[LIMITS.conversationsPerHour] ?? 0);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyConversations });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const again = await start(ids[0] ?? 0);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mine = (
      await t.request({ method: 'GET', url: '/api/user/conversations', as: CAROL })
    ).json<unknown[]>();
    expect(mine).toHaveLength(LIMITS.conversationsPerHour);
  });
});
