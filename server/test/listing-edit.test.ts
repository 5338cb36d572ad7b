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
    const names = res.json<string[]>().map((u) =>
      decodeURIComponent(u.split('?')[0] ?? '')
        .split('/')
        .pop(),
    );
    expect(names).toEqual(['c.jpg', 'a.jpg']);
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.title).toBe('Renamed listing');
    expect(dto.rent).toBe(1100);
    expect(
      dto.preSignedGetUrls.map((u) =>
        decodeURIComponent(u.split('?')[0] ?? '')
          .split('/')
          .pop(),
      ),
    ).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
  });

  it('keeps at least one image', async () => {
    const { id } = await t.createListing(ALICE, {}, ['only.jpg']);
    const res = await put(ALICE, validListing({ listingID: id }), {
      deleteFileNames: ['only.jpg'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'At least one image is required' });
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
