import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingDtoSchema,
  listingListSchema,
  sizedUrl,
  type ListingDto,
  type PhotoDto,
} from 'shared-api/schemas';
import { phoneJpeg } from './helpers/images';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';

// The public list and saved lists carry what a card, the map and the filters use; a listing's
// page fetches the rest (docs/decisions/0024-the-lean-list.md).
let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.createListing(ALICE, { title: 'Lean card' }, [
    'one.jpg',
    'two.jpg',
    'three.jpg',
    'four.jpg',
    'five.jpg',
  ]);
  id = created.id;
  // The first photo received and processed: its sizes are in both answers.
  const put = await t.request({
    method: 'PUT',
    url: created.uploadUrls[0] ?? '',
    payload: await phoneJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(put.statusCode, put.body).toBe(200);
  // Enough listings for the list to be worth compressing (over `COMPRESS_THRESHOLD`).
  for (const street of ['12 W Gilman St', '400 N Frances St', '21 N Bassett St'])
    await t.createListing(BOB, { street }, ['a.jpg', 'b.jpg']);
});
afterAll(async () => t?.close());

type Wire = Record<string, unknown> & { photos?: Array<Record<string, unknown>> };

async function publicCard(): Promise<Wire> {
  const res = await t.request({ method: 'GET', url: '/api/listings' });
  const card = res.json<Wire[]>().find((l) => l.listingID === id);
  if (!card) throw new Error('the listing is not in the public list');
  return card;
}

const details = async () =>
  (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json<ListingDto>();

describe('the lean card answer', () => {
  it('leaves out the description, the duplicate links, photo names and createdAt', async () => {
    const card = await publicCard();
    for (const field of ['description', 'preSignedGetUrls', 'createdAt', 'email', 'aptnumber'])
      expect(card).not.toHaveProperty(field);
    for (const photo of card.photos ?? []) expect(photo).not.toHaveProperty('name');
  });

  it('keeps everything a card, the map and the filters read', async () => {
    const card = await publicCard();
    expect(card).toMatchObject({
      title: 'Lean card',
      rent: 950,
      term: 'Fall',
      startDate: '2099-08-20',
      endDate: '2099-12-20',
      roommates: 1,
      street: '123 N Park St',
      city: 'Madison',
      amenities: ['Wifi', 'Furnished'],
      status: 'AVAILABLE',
      verifiedStudent: false,
    });
    expect(typeof card.lat).toBe('number');
    expect(typeof card.lon).toBe('number');
    // Still the contract's listing: the clients' schema reads it.
    expect(listingListSchema.safeParse([card]).success).toBe(true);
  });

  it('sends the first photo and how many there are (the page has them all, same links)', async () => {
    const [card, page] = [await publicCard(), await details()];
    expect(page.photos).toHaveLength(5);
    expect(card.photos?.map((p) => p.url)).toEqual(page.preSignedGetUrls.slice(0, 1));
    expect(card.photoCount).toBe(5);
    expect(page).not.toHaveProperty('photoCount');
    // Every size's link, as a client derives it from the compact form, is the page's own link.
    const [cardPhoto] = listingListSchema.parse([card])[0]?.photos ?? [];
    const pagePhoto = listingDtoSchema.parse(page).photos?.[0];
    expect(cardPhoto?.urlWidth).toBe(800);
    expect(cardPhoto?.variants.every((v) => v.url === undefined)).toBe(true);
    const links = (photo: PhotoDto | undefined) =>
      photo?.variants.map((v) => v.url ?? sizedUrl(photo, v.width));
    expect(pagePhoto?.variants.map((v) => v.width)).toEqual([400, 800]);
    expect(links(cardPhoto)).toEqual(links(pagePhoto));
    expect(links(pagePhoto)?.every((url) => url?.startsWith('/api/storage/object/'))).toBe(true);
    expect(page.photos?.map((p) => p.name)).toEqual([
      'one.jpg',
      'two.jpg',
      'three.jpg',
      'four.jpg',
      'five.jpg',
    ]);
    expect(page.description).toMatch(/Bright furnished room/);
  });

  it('gives the position to 5 decimals, within a metre of the page', async () => {
    const [card, page] = [await publicCard(), await details()];
    for (const axis of ['lat', 'lon'] as const) {
      const value = card[axis] as number;
      expect(Math.round(value * 1e5) / 1e5).toBe(value);
      expect(Math.abs(value - (page[axis] as number))).toBeLessThanOrEqual(0.000005);
    }
  });

  it('is the shape of a saved list too', async () => {
    const save = await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: BOB });
    expect(save.statusCode).toBeLessThan(300);
    const saved = await t.request({ method: 'GET', url: '/api/user/saved-listings', as: BOB });
    const card = saved.json<Wire[]>().find((l) => l.listingID === id);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('preSignedGetUrls');
    expect(card?.photos).toHaveLength(1);
    expect(card?.photoCount).toBe(5);
    expect(card?.isSaved).toBe(true);
  });
});

describe('the list answer on the wire', () => {
  it('has one ETag for every encoding, and 304 for it whatever the client accepts', async () => {
    const get = (encoding: string, etag?: string) =>
      t.request({
        method: 'GET',
        url: '/api/listings',
        headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const [plain, gzip, br] = [await get('identity'), await get('gzip'), await get('br')];
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(new Set([plain, gzip, br].map((r) => r.headers.etag)).size).toBe(1);
    for (const r of [plain, gzip, br]) expect(r.headers.vary).toMatch(/accept-encoding/i);
    // The same bytes in each encoding.
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    const etag = plain.headers.etag as string;
    for (const encoding of ['identity', 'gzip', 'br'])
      expect((await get(encoding, etag)).statusCode).toBe(304);
  });
});
