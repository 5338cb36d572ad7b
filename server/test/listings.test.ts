import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingListSchema, type ListingDto } from 'shared-api/schemas';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';
import { multipart, listingForm } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
const photoNames = (id: number) => t.photoNames(id);

describe('POST /listing', () => {
  it('answers one upload URL per image, in order, under the server-made key', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['a.jpg', 'b.png', 'c.gif']);
    expect(uploadUrls).toHaveLength(3);
    const paths = uploadUrls.map((u) => decodeURIComponent(u.split('?')[0] ?? ''));
    // Keys are the server's own (listing id + random id), whatever the names.
    for (const p of paths)
      expect(p).toMatch(new RegExp(`^/api/storage/upload/listings/${id}/[0-9a-f]{16}\\.webp$`));
    expect(new Set(paths).size).toBe(3);
    const details = await t.request({ method: 'GET', url: `/api/listings/${id}/details` });
    const dto = details.json<ListingDto>();
    const links = dto.preSignedGetUrls.map((u) => decodeURIComponent(u.split('?')[0] ?? ''));
    // The default (800 px) size of each photo, in order: the key's last segment ends each link.
    expect(links).toEqual(
      paths.map((p) => p.replace(/upload\/(listings\/\d+)\//, 'object/$1/w800/')),
    );
    expect(dto.photos?.map((p) => p.name)).toEqual(['a.jpg', 'b.png', 'c.gif']);
  });

  it('accepts images as file parts named by their file name or by their content', async () => {
    const form = multipart([
      { name: 'listing', value: JSON.stringify(validListing()) },
      {
        name: 'images',
        value: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        filename: 'kitchen.jpg',
        contentType: 'image/jpeg',
      },
      { name: 'images', value: 'bedroom.png', filename: 'blob', contentType: 'text/plain' },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...form });
    expect(res.statusCode).toBe(200);
    const id = Number(/listings\/(\d+)\//.exec(res.json<string[]>()[0] ?? '')?.[1]);
    expect(await photoNames(id)).toEqual(['kitchen.jpg', 'bedroom.png']);
  });

  it('keeps duplicate names apart', async () => {
    const { id } = await t.createListing(ALICE, {}, ['img.jpg', 'img.jpg']);
    expect(await photoNames(id)).toEqual(['img.jpg', 'img-2.jpg']);
  });

  it('refuses a listing without an image with the form message', async () => {
    const form = multipart(listingForm(validListing(), []));
    const res = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'At least one image is required' });
  });

  it('ignores client-set owner, status-independent fields and timestamps', async () => {
    const { id } = await t.createListing(ALICE, {
      firebaseUid: BOB.uid,
      name: 'Mallory',
      email: 'mallory@evil.test',
      listingID: 999999,
      createdAt: '2000-01-01T00:00:00Z',
      isSaved: true,
    });
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.listingID).toBe(id);
    expect(dto.firebaseUid).toBe(ALICE.uid);
    expect(dto.name).toBe(ALICE.name);
    expect(dto.email).toBe(ALICE.email);
    expect(dto.isSaved).toBe(false);
    // The creation time is the server's (and not part of a listing's answer).
    expect(dto).not.toHaveProperty('createdAt');
    const row = await t.app.ctx.db.kysely
      .selectFrom('listings')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(row.created_at)).not.toMatch(/^2000-01-01/);
  });

  it('keeps half bathrooms (1.5) as created and as updated', async () => {
    const { id } = await t.createListing(ALICE, { bathrooms: 1.5 });
    const details = async () =>
      (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json<ListingDto>();
    expect((await details()).bathrooms).toBe(1.5);
    const update = multipart([
      {
        name: 'listing',
        value: JSON.stringify(validListing({ listingID: id, bathrooms: 2.5 })),
        filename: 'blob',
        contentType: 'application/json',
      },
    ]);
    const res = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...update });
    expect(res.statusCode).toBe(200);
    expect((await details()).bathrooms).toBe(2.5);
  });

  it('refuses a status other than AVAILABLE', async () => {
    const form = multipart(listingForm(validListing({ status: 'TAKEN' }), ['a.jpg']));
    const res = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Only AVAILABLE is accepted as status' });
  });
});

describe('GET /listings', () => {
  it('lists available, current listings newest first, isSaved false, without lister identity or unit', async () => {
    const older = await t.createListing(ALICE, { title: 'Older listing here' });
    const past = await t.createListing(ALICE, {
      title: 'Ended long ago',
      startDate: '2001-01-01',
      endDate: '2001-05-01',
    });
    const newer = await t.createListing(BOB, { title: 'Newer listing here' });
    await t.request({
      method: 'POST',
      url: `/api/saved-listings/${older.id}`,
      as: BOB,
      payload: {},
    });

    // A token is ignored: the list is the same for everyone.
    const res = await t.request({ method: 'GET', url: '/api/listings', as: BOB });
    const list = listingListSchema.parse(res.json());
    const ids = list.map((l) => l.listingID);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(past.id);
    expect(list.every((l) => l.status === 'AVAILABLE' && l.isSaved === false)).toBe(true);
    const mine = list.find((l) => l.listingID === older.id);
    expect(mine).toMatchObject({
      title: 'Older listing here',
      rent: 950,
      startDate: '2099-08-20',
      endDate: '2099-12-20',
      amenities: ['Wifi', 'Furnished'],
      term: 'Fall',
      street: expect.any(String),
    });
    // No harvesting: one unauthenticated request names no lister and no door.
    const raw = JSON.stringify(res.json());
    for (const secret of [ALICE.email, BOB.email, ALICE.uid, BOB.uid, '"4B"']) {
      expect(raw).not.toContain(secret);
    }
    for (const field of ['email', 'firebaseUid', 'aptnumber', 'name', 'userCreatedAt']) {
      expect(
        res.json<Record<string, unknown>[]>().some((l) => field in l),
        field,
      ).toBe(false);
    }

    // The saved list is a list of cards too.
    const saved = await t.request({ method: 'GET', url: '/api/user/saved-listings', as: BOB });
    expect(saved.json<ListingDto[]>().map((l) => l.listingID)).toEqual([older.id]);
    expect(JSON.stringify(saved.json())).not.toContain(ALICE.email);
    expect(JSON.stringify(saved.json())).not.toContain('"4B"');
  });

  it("answers a listing's page with 'About the Lister' but no unit number; the owner alone reads it", async () => {
    const { id } = await t.createListing(ALICE, { title: 'Page of a listing' });
    const page = await t.request({ method: 'GET', url: `/api/listings/${id}/details` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: ALICE.name,
      email: ALICE.email,
      firebaseUid: ALICE.uid,
    });
    expect(page.json<ListingDto>().userCreatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect('aptnumber' in page.json<object>()).toBe(false);

    const own = await t.request({ method: 'GET', url: `/api/user/listings/${id}`, as: ALICE });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      listingID: id,
      aptnumber: '4B',
      title: 'Page of a listing',
    });
    const mine = await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE });
    expect(mine.json<ListingDto[]>().find((l) => l.listingID === id)?.aptnumber).toBe('4B');

    const other = await t.request({ method: 'GET', url: `/api/user/listings/${id}`, as: BOB });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'Only the owner can edit this listing' });
    const anon = await t.request({ method: 'GET', url: `/api/user/listings/${id}` });
    expect(anon.statusCode).toBe(401);
    const missing = await t.request({ method: 'GET', url: '/api/user/listings/99999', as: ALICE });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an ETag and 304 for an unchanged list, and a new ETag after a change', async () => {
    const first = await t.request({ method: 'GET', url: '/api/listings' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({
      method: 'GET',
      url: '/api/listings',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-length'] ?? '0').toBe('0');
    await t.createListing(ALICE, { title: 'Another fresh one' });
    const changed = await t.request({
      method: 'GET',
      url: '/api/listings',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<ListingDto[]>()[0]?.title).toBe('Another fresh one');
  });

  it('compresses the list for clients that accept it', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const list = JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const br = await t.request({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(list);
  });
});

describe('GET /listings/{id}/details', () => {
  it('answers 404 Listing not found for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await t.request({ method: 'GET', url: `/api/listings/${id}/details` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Listing not found' });
    }
  });
});

describe('GET /user/listings', () => {
  it("lists the caller's own listings only, newest first", async () => {
    const a = await t.createListing(BOB, { title: 'Bob first listing' });
    const b = await t.createListing(BOB, { title: 'Bob second listing' });
    const res = await t.request({ method: 'GET', url: '/api/user/listings', as: BOB });
    const list = listingListSchema.parse(res.json());
    expect(list.every((l) => l.firebaseUid === BOB.uid)).toBe(true);
    const ids = list.map((l) => l.listingID);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
  });
});
