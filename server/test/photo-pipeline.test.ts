import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDtoSchema, userDtoSchema, type PhotoDto } from 'shared-api/schemas';
import {
  ALICE,
  BOB,
  createTestApp,
  keyOfUploadUrl,
  segmentOf,
  type TestApp,
} from './helpers/test-app';
import { FAKE_JPEG, GPS_MARKER, phoneJpeg, pixelBombPng } from './helpers/images';
import { listingForm, multipart } from './helpers/multipart';
import { reprocessOriginals } from '../src/storage/reprocess-originals';
import { validListing } from './helpers/fixtures';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await phoneJpeg();
});
afterAll(async () => t?.close());

/** Every stored file, relative to the store's root (temp files included). */
const storedFiles = () => {
  const root = path.join(t.dataDir, 'objects');
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
};

const details = async (id: number) =>
  listingDtoSchema.parse(
    (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json(),
  );

const put = (url: string, payload: Buffer, contentType = 'image/jpeg') =>
  t.request({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

/** What every upload path must give: upright WebP sizes at 400/800, no metadata left, no original. */
async function expectCleanSizes(p: PhotoDto | null | undefined, widths: number[]) {
  expect(p).toBeTruthy();
  if (!p) return;
  // Stored 1200 × 800 with orientation 6: upright it is 800 wide, 1200 high.
  expect({ width: p.width, height: p.height }).toEqual({ width: 800, height: 1200 });
  expect(p.variants.map((v) => v.width)).toEqual(widths);
  for (const v of p.variants) {
    const res = await t.request({ method: 'GET', url: v.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.width * 1.5 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(res.rawPayload.includes(GPS_MARKER)).toBe(false);
    expect(res.rawPayload.includes('TestCam')).toBe(false);
  }
}

describe('every upload path re-encodes the photo', () => {
  it('the test photo really carries GPS, a camera and an orientation', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(GPS_MARKER)).toBe(true);
  });

  it('listing create: upright, stripped WebP at 400 and 800 px (never upscaled), the original gone', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['phone.jpg']);
    const res = await put(uploadUrls[0] ?? '', photo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 800, height: 1200 });
    const dto = await details(id);
    const [p] = dto.photos ?? [];
    await expectCleanSizes(p, [400, 800]);
    // The legacy field is the default size; the key's segment stays its last segment.
    const seg = segmentOf(keyOfUploadUrl(uploadUrls[0] ?? ''));
    expect(dto.preSignedGetUrls[0]).toBe(p?.url);
    expect(decodeURIComponent(p?.url.split('?')[0] ?? '')).toMatch(new RegExp(`/w800/${seg}$`));
    // The original is not kept, so no link of any kind can serve it.
    expect(storedFiles().filter((f) => f.startsWith(`listings/${id}/`))).toEqual([
      `listings/${id}/share/${seg.replace('.webp', '.jpg')}`,
      `listings/${id}/w1600/${seg}`,
      `listings/${id}/w400/${seg}`,
      `listings/${id}/w800/${seg}`,
    ]);
    expect(
      storedFiles().some((f) => fs.readFileSync(path.join(t.dataDir, 'objects', f)).equals(photo)),
    ).toBe(false);
    const original = (p?.url ?? '').replace('/w800/', '/');
    expect((await t.request({ method: 'GET', url: original })).statusCode).toBe(404);
  });

  it('listing edit (added image): the same pipeline', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['first.jpg']);
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'addFileNames', value: JSON.stringify(['added.jpg']) },
    ]);
    const res = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form });
    expect(res.statusCode).toBe(200);
    const [uploadUrl] = res.json<string[]>();
    expect((await put(uploadUrl ?? '', photo)).statusCode).toBe(200);
    const dto = await details(id);
    expect(dto.photos?.[0]).toMatchObject({ width: null, height: null, variants: [] });
    await expectCleanSizes(dto.photos?.[1], [400, 800]);
    // The public list (a card's first photo) carries the sizes too: its cache moves on with an upload.
    expect((await put(uploadUrls[0] ?? '', photo)).statusCode).toBe(200);
    const list = (await t.request({ method: 'GET', url: '/api/listings' })).json<
      { listingID: number; photos: PhotoDto[] }[]
    >();
    expect(list.find((l) => l.listingID === id)?.photos[0]?.variants).toHaveLength(2);
  });

  it('profile picture: the same pipeline at avatar sizes, shown on the user and their listings', async () => {
    const start = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: BOB,
      payload: { contentType: 'image/jpeg' },
    });
    const { uploadUrl, downloadUrl } = start.json<{ uploadUrl: string; downloadUrl: string }>();
    expect((await put(uploadUrl, photo)).statusCode).toBe(200);
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', profilePictureUrl: downloadUrl },
    });
    const user = userDtoSchema.parse(res.json());
    expect(user.profilePictureUrl).toBe(downloadUrl);
    expect(user.profilePicture?.url).toBe(downloadUrl);
    expect({ width: user.profilePicture?.width, height: user.profilePicture?.height }).toEqual({
      width: 400,
      height: 600,
    });
    expect(user.profilePicture?.variants.map((v) => v.width)).toEqual([160, 400]);
    for (const v of user.profilePicture?.variants ?? []) {
      const got = await t.request({ method: 'GET', url: v.url });
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width });
      expect(meta.exif).toBeUndefined();
      expect(got.rawPayload.includes(GPS_MARKER)).toBe(false);
    }
    const { id } = await t.createListing(BOB);
    expect((await details(id)).profilePicture?.variants.map((v) => v.width)).toEqual([160, 400]);
  });

  it('refuses to save a profile picture that was never uploaded', async () => {
    const start = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: ALICE,
      payload: { contentType: 'image/png' },
    });
    const { downloadUrl } = start.json<{ downloadUrl: string }>();
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: ALICE,
      payload: { name: 'Alice', profilePictureUrl: downloadUrl },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Upload the profile picture before saving it' });
  });
});

describe('images stored before the pipeline', () => {
  it('are re-encoded to sizes at start-up and their originals deleted', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['old.jpg']);
    // What the API stored before sizes existed: the uploaded bytes at the base key.
    const key = keyOfUploadUrl(uploadUrls[0] ?? '');
    await t.app.ctx.store.put(key, photo, 'image/jpeg');
    expect((await details(id)).photos?.[0]?.variants).toEqual([]);
    const count = await reprocessOriginals(
      t.app.ctx.db.kysely,
      t.app.ctx.store,
      t.app.ctx.images,
      t.app.log,
    );
    expect(count).toBe(1);
    await expectCleanSizes((await details(id)).photos?.[0], [400, 800]);
    expect(storedFiles()).not.toContain(key);
  });
});

describe('refused images store nothing', () => {
  it.each([
    [
      'a file that starts like a JPEG but does not decode',
      FAKE_JPEG,
      415,
      'This file could not be read as an image',
    ],
    [
      'a pixel bomb (100 megapixels in a small PNG)',
      pixelBombPng(),
      413,
      'Image must be at most 40 megapixels',
    ],
    [
      'text',
      Buffer.from('hello, I am not an image at all'),
      415,
      'Only JPEG, PNG, GIF or WebP images can be uploaded',
    ],
  ])('refuses %s with a clear message', async (_name, payload, status, message) => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['bad.png']);
    const before = storedFiles();
    const res = await put(uploadUrls[0] ?? '', payload, 'image/png');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: message });
    expect(storedFiles()).toEqual(before);
    expect((await details(id)).photos?.[0]).toMatchObject({ width: null, variants: [] });
  });

  it('refuses a pixel bomb as a profile picture too', async () => {
    const start = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: ALICE,
      payload: { contentType: 'image/png' },
    });
    const before = storedFiles();
    const res = await put(
      start.json<{ uploadUrl: string }>().uploadUrl,
      pixelBombPng(),
      'image/png',
    );
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
  });

  it('stores nothing for an image removed from its listing before its upload arrived', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['keep.jpg', 'gone.jpg']);
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'deleteFileNames', value: JSON.stringify(['gone.jpg']) },
    ]);
    await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form });
    const before = storedFiles();
    const res = await put(uploadUrls[1] ?? '', photo);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: 'This image is no longer part of its listing' });
    expect(storedFiles()).toEqual(before);
  });

  it('never accepts an upload aimed at a size instead of the image', async () => {
    const { uploadUrls } = await t.createListing(ALICE, {}, ['x.jpg']);
    const seg = segmentOf(keyOfUploadUrl(uploadUrls[0] ?? ''));
    const aimed = (uploadUrls[0] ?? '').replace(`/${seg}`, `/w400/${seg}`);
    expect((await put(aimed, photo)).statusCode).toBe(403);
  });
});
