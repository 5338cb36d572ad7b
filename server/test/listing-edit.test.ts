import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingListSchema, type ListingDto } from 'shared-api/schemas';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const publicList = async () => {
  const res = await t.request({ method: 'GET', url: '/api/listings' });
  expect(res.statusCode).toBe(200);
  return listingListSchema.parse(res.json());
};

const lastSegment = (u: string) =>
  decodeURIComponent(u.split('?')[0] ?? '')
    .split('/')
    .pop() ?? '';

describe('PUT /listing', () => {
  const put = (
    as: typeof ALICE,
    listing: object,
    extra: { addFileNames?: string[]; deleteFileNames?: string[] } = {},
  ) => {
    const parts = [
      {
        name: 'listing',
        value: JSON.stringify(listing),
        filename: 'blob',
        contentType: 'application/json',
      },
    ];
    if (extra.addFileNames)
      parts.push({
        name: 'addFileNames',
        value: JSON.stringify(extra.addFileNames),
        filename: 'blob',
        contentType: 'application/json',
      });
    if (extra.deleteFileNames)
      parts.push({
        name: 'deleteFileNames',
        value: JSON.stringify(extra.deleteFileNames),
        filename: 'blob',
        contentType: 'application/json',
      });
    return t.request({ method: 'PUT', url: '/api/listing', as, ...multipart(parts) });
  };

  it('updates fields, adds and deletes images by name, and answers links for the added ones', async () => {
    const { id } = await t.createListing(ALICE, {}, ['a.jpg', 'b.jpg']);
    const res = await put(
      ALICE,
      validListing({ listingID: id, title: 'Renamed listing', rent: 1100 }),
      {
        addFileNames: ['c.jpg', 'a.jpg'],
        deleteFileNames: ['a.jpg', 'not-mine.jpg'],
      },
    );
    expect(res.statusCode).toBe(200);
    const added = res.json<string[]>().map(lastSegment);
    expect(added).toHaveLength(2);
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.title).toBe('Renamed listing');
    expect(dto.rent).toBe(1100);
    expect(dto.photos?.map((p) => p.name)).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
    // The links of the added images are the upload links' keys, in order.
    expect(dto.preSignedGetUrls.slice(1).map(lastSegment)).toEqual(added);
  });

  it("deletes an image by its link's last segment (what clients read from the link)", async () => {
    const { id } = await t.createListing(ALICE, {}, ['a.jpg', 'b.jpg']);
    const before = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    const res = await put(ALICE, validListing({ listingID: id }), {
      deleteFileNames: [lastSegment(before.preSignedGetUrls[0] ?? '')],
    });
    expect(res.statusCode).toBe(200);
    expect(await t.photoNames(id)).toEqual(['b.jpg']);
  });

  it('keeps at least one image', async () => {
    const { id } = await t.createListing(ALICE, {}, ['only.jpg']);
    const res = await put(ALICE, validListing({ listingID: id }), {
      deleteFileNames: ['only.jpg'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'At least one image is required' });
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.preSignedGetUrls).toHaveLength(1);
  });

  it('is for the owner only (403) and unknown listings are 404', async () => {
    const { id } = await t.createListing(ALICE);
    const res = await put(BOB, validListing({ listingID: id, title: 'Hijacked title' }));
    expect(res.statusCode).toBe(403);
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.title).not.toBe('Hijacked title');
    expect((await put(ALICE, validListing({ listingID: 987654 }))).statusCode).toBe(404);
  });
});

describe('DELETE /listings/{id}', () => {
  it('removes the listing, its saves and its conversations link', async () => {
    const { id } = await t.createListing(ALICE, { title: 'To be deleted soon' });
    await t.request({ method: 'POST', url: `/api/saved-listings/${id}`, as: BOB, payload: {} });
    const conv = await t.request({
      method: 'POST',
      url: `/api/listings/${id}/conversation`,
      as: BOB,
    });
    const { conversationID } = conv.json<{ conversationID: number }>();

    const del = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(del.headers['content-length'] ?? '0').toBe('0');
    expect(
      (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).statusCode,
    ).toBe(404);
    expect((await publicList()).map((l) => l.listingID)).not.toContain(id);
    const saved = (
      await t.request({ method: 'GET', url: '/api/user/saved-listings', as: BOB })
    ).json<ListingDto[]>();
    expect(saved.map((l) => l.listingID)).not.toContain(id);
    const convs = (
      await t.request({ method: 'GET', url: '/api/user/conversations', as: BOB })
    ).json<Array<{ conversationID: number; listingID: number | null; listingTitle: string }>>();
    expect(convs.find((c) => c.conversationID === conversationID)).toMatchObject({
      listingID: null,
      listingTitle: 'To be deleted soon',
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE })).statusCode,
    ).toBe(404);
  });
});
