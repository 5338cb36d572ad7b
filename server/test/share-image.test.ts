import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareCardKey } from '../src/storage/image-keys';
import { ALICE, createTestApp, keyOfUploadUrl, type TestApp } from './helpers/test-app';
import { phoneJpeg } from './helpers/images';

// The share card of a listing (docs/decisions/0014-share-cards.md): what a crawler fetches as the
// listing's og:image. Checked as a crawler sees it: the status, the type, the exact size, the cache
// headers, and that the object store keeps one card per photo.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const shareImage = (id: number | string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/listings/${id}/share-image.jpg`, headers });

/** 600 × 1200 upright: red top and bottom quarters around a green middle. */
const tallPhoto = () =>
  sharp({ create: { width: 600, height: 1200, channels: 3, background: '#0a0' } })
    .composite([
      {
        input: { create: { width: 600, height: 300, channels: 3, background: '#f00' } },
        top: 0,
        left: 0,
      },
      {
        input: { create: { width: 600, height: 300, channels: 3, background: '#f00' } },
        top: 900,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

async function listingWithPhoto(photo: Buffer) {
  const { id, uploadUrls } = await t.createListing(ALICE, {}, ['front.jpg']);
  const url = uploadUrls[0] ?? '';
  const res = await t.request({
    method: 'PUT',
    url,
    payload: photo,
    headers: { 'content-type': 'image/png' },
  });
  expect(res.statusCode).toBe(200);
  return { id, baseKey: keyOfUploadUrl(url) };
}

describe('GET /api/listings/{id}/share-image.jpg', () => {
  it('answers the first photo as a 1200 × 630 JPEG, cover-cropped, cacheable for a day', async () => {
    const { id, baseKey } = await listingWithPhoto(await tallPhoto());
    // Made at upload, beside the sizes.
    expect(await t.app.ctx.store.get(shareCardKey(baseKey))).not.toBeNull();

    const res = await shareImage(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta.exif).toBeUndefined();
    // Cover, not contain: the red quarters are cropped away, no band anywhere.
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    for (const [x, y] of [
      [0, 0],
      [1199, 0],
      [600, 315],
      [0, 629],
      [1199, 629],
    ] as const) {
      const at = (y * info.width + x) * info.channels;
      expect(data[at] ?? 255).toBeLessThan(40); // red
      expect(data[at + 1] ?? 0).toBeGreaterThan(120); // green
    }
  });

  it('answers 304 to a cache that holds the same card', async () => {
    const { id } = await listingWithPhoto(await phoneJpeg());
    const first = await shareImage(id);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}\.jpg"$/);
    const again = await shareImage(id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('makes the card once for a photo stored before cards existed, and keeps it in the store', async () => {
    const { id, baseKey } = await listingWithPhoto(await phoneJpeg());
    const store = t.app.ctx.store;
    await store.delete(shareCardKey(baseKey));
    expect(await store.get(shareCardKey(baseKey))).toBeNull();

    const [a, b] = await Promise.all([shareImage(id), shareImage(id)]);
    expect(a.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(await sharp(a.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const stored = await store.get(shareCardKey(baseKey));
    expect(stored?.equals(a.rawPayload)).toBe(true);
  });

  it('removes the card with its photo', async () => {
    const { id, baseKey } = await listingWithPhoto(await phoneJpeg());
    const res = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE });
    expect(res.statusCode).toBeLessThan(300);
    await expect.poll(() => t.app.ctx.store.get(shareCardKey(baseKey))).toBeNull();
    expect((await shareImage(id)).statusCode).toBe(404);
  });

  it('answers 404 for a listing that does not exist, whose photo never arrived, or an id that is no id', async () => {
    const { id: noUpload } = await t.createListing(ALICE, {}, ['never-sent.jpg']);
    for (const id of [999_999, noUpload, 'abc', '0']) {
      const res = await shareImage(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'This listing has no photo to share' });
      expect(String(res.headers['cache-control'])).not.toMatch(/max-age=86400/);
    }
  });
});
