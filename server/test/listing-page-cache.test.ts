import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type ListingDto } from 'shared-api/schemas';
import { readListingsVersion } from '../src/db/data-version';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// A listing's page is the same for every visitor: prepared once per data version, revalidated by
// its ETag, and rebuilt as soon as anything it shows changes.
let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id } = await t.createListing(ALICE, {
    title: 'Prepared page',
    description: 'A description long enough to be worth compressing. '.repeat(14),
  }));
});
afterAll(async () => t?.close());

const page = (headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/listings/${id}/details`, headers });
const rename = (as: TestUser, name: string) =>
  t.request({ method: 'PUT', url: '/api/user', as, payload: { name } });

describe('a listing’s page answer', () => {
  it('carries an ETag, is revalidated by the browser and compressed when accepted', async () => {
    const first = await page({ 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const plain = await page();
    expect(plain.json<ListingDto>().title).toBe('Prepared page');
    expect(plain.headers.etag).toBe(etag);
    const revisit = await page({ 'if-none-match': etag });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');
  });

  it('changes as soon as the lister is renamed: a new ETag and the new name', async () => {
    const before = await page();
    const renamed = await rename(ALICE, 'Alice Renamed For The Page');
    expect(renamed.statusCode).toBe(200);
    const after = await page({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListingDto>().name).toBe('Alice Renamed For The Page');
  });

  it('is not rebuilt when someone who lists nothing changes their profile', async () => {
    // Prepared answers are rebuilt when the data version moves: only a lister's change moves it.
    const version = () => readListingsVersion(t.app.ctx.db.kysely);
    const before = await version();
    const bob = await rename(BOB, 'Bob Lists Nothing');
    expect(bob.statusCode).toBe(200);
    expect(await version()).toBe(before);
    await rename(ALICE, 'Alice A.');
    expect(await version()).toBeGreaterThan(before);
  });

  it('answers 404 with its message for a listing that does not exist or a malformed id', async () => {
    for (const url of ['/api/listings/999999/details', '/api/listings/abc/details']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: API_MESSAGES.listingNotFound });
    }
  });
});
