import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type { ListingDto } from 'shared-api/schemas';
import {
  ALICE,
  BOB,
  createTestApp,
  keyOfUploadUrl,
  segmentOf,
  type TestApp,
} from './helpers/test-app';
import { PNG_1X1, validListing } from './helpers/fixtures';
import { phoneJpeg } from './helpers/images';
import { listingForm, multipart } from './helpers/multipart';
import { S3_BUCKET, startLocalS3, type LocalS3 } from './helpers/s3rver';

// The S3 path for real: STORAGE=s3 pointed at s3rver (an S3-protocol server) through the same
// variables as AWS S3, R2 or MinIO. Downloads are fetched from the bucket over HTTP with the
// presigned links the API answers; what the bucket holds is listed with the AWS SDK.
const MB = 1024 * 1024;
let s3: LocalS3;
let t: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: s3.env });
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/** Every key in the bucket under `prefix`, sorted. */
const keys = async (prefix: string) => {
  const res = await bucket.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
};
const details = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json<ListingDto>();

describe('listing photos in an S3 bucket', () => {
  it('stores only re-encoded sizes in the bucket and serves them through presigned GETs', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['phone.jpg']);
    // The upload link is the API's own (it caps, sniffs and re-encodes before anything is stored).
    expect(uploadUrls[0]).toMatch(
      /^\/api\/storage\/upload\/listings%2F|^\/api\/storage\/upload\/listings\//,
    );
    const put = await t.request({
      method: 'PUT',
      url: uploadUrls[0] ?? '',
      payload: await phoneJpeg(),
    });
    expect(put.statusCode).toBe(200);
    const segment = segmentOf(keyOfUploadUrl(uploadUrls[0] ?? ''));
    expect(await keys(`listings/${id}/`)).toEqual([
      `listings/${id}/share/${segment.replace('.webp', '.jpg')}`,
      ...['w1600', 'w400', 'w800'].map((w) => `listings/${id}/${w}/${segment}`),
    ]);

    const dto = await details(id);
    const photo = dto.photos?.[0];
    // Upright (EXIF orientation 6 turned the 1200 × 800 photo to 800 × 1200), never upscaled.
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    const link = dto.preSignedGetUrls[0] ?? '';
    expect(link).toContain(`${s3.env.S3_ENDPOINT}/${S3_BUCKET}/listings/${id}/w800/`);
    expect(link).toContain('X-Amz-Signature=');
    const got = await fetch(link);
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
  });

  it('hands out one link per photo all hour (signed once) and a freshly signed one the next hour', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['phone.jpg']);
    const put = await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: PNG_1X1 });
    expect(put.statusCode).toBe(200);
    const first = (await details(id)).preSignedGetUrls[0] ?? '';
    expect((await details(id)).preSignedGetUrls[0]).toBe(first);
    expect((await fetch(first)).status).toBe(200);
    const signedAt = (link: string) => new URL(link).searchParams.get('X-Amz-Date');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3600_000 });
    try {
      const next = (await details(id)).preSignedGetUrls[0] ?? '';
      expect(next).not.toBe(first);
      const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000);
      expect(signedAt(next)).toBe(hour.toISOString().replace(/[-:]|\.\d{3}/g, ''));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses over 5 MB and non-images before anything reaches the bucket, and the link still works after', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['big.png']);
    const url = uploadUrls[0] ?? '';
    const tooBig = Buffer.concat([PNG_1X1, Buffer.alloc(5 * MB + 1 - PNG_1X1.length)]);
    const big = await t.request({ method: 'PUT', url, payload: tooBig });
    expect(big.statusCode).toBe(413);
    const text = await t.request({
      method: 'PUT',
      url,
      payload: Buffer.from('hello, not an image'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      error: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
    });
    expect(await keys(`listings/${id}/`)).toEqual([]);
    expect((await t.request({ method: 'PUT', url, payload: PNG_1X1 })).statusCode).toBe(200);
    expect(await keys(`listings/${id}/`)).toHaveLength(4);
    // Single use: a second PUT to the same link stores nothing new.
    expect((await t.request({ method: 'PUT', url, payload: PNG_1X1 })).statusCode).toBe(409);
  });

  it("deletes an image's objects on edit and all of a listing's objects with the listing", async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, ['keep.png', 'drop.png']);
    for (const url of uploadUrls) {
      expect((await t.request({ method: 'PUT', url, payload: PNG_1X1 })).statusCode).toBe(200);
    }
    const keep = segmentOf(keyOfUploadUrl(uploadUrls[0] ?? ''));
    expect(await keys(`listings/${id}/`)).toHaveLength(8);
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'deleteFileNames', value: JSON.stringify(['drop.png']) },
    ]);
    const edit = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form });
    expect(edit.statusCode).toBe(200);
    await expect
      .poll(() => keys(`listings/${id}/`))
      .toEqual([
        `listings/${id}/share/${keep.replace('.webp', '.jpg')}`,
        ...['w1600', 'w400', 'w800'].map((w) => `listings/${id}/${w}/${keep}`),
      ]);
    const kept = (await details(id)).preSignedGetUrls[0] ?? '';
    expect((await fetch(kept)).status).toBe(200);

    const del = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE });
    expect(del.statusCode).toBe(204);
    await expect.poll(() => keys(`listings/${id}/`)).toEqual([]);
    expect((await fetch(kept)).status).toBe(404);
  });
});

describe('profile pictures in an S3 bucket', () => {
  const uploadPicture = async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: BOB,
      payload: { contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const { uploadUrl, downloadUrl } = res.json<{ uploadUrl: string; downloadUrl: string }>();
    expect((await t.request({ method: 'PUT', url: uploadUrl, payload: PNG_1X1 })).statusCode).toBe(
      200,
    );
    const saved = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', email: BOB.email, profilePictureUrl: downloadUrl },
    });
    expect(saved.statusCode).toBe(200);
    return {
      key: keyOfUploadUrl(uploadUrl),
      shown: saved.json<{ profilePictureUrl: string }>().profilePictureUrl,
    };
  };

  it('serves the saved picture from the bucket and deletes the replaced one', async () => {
    const first = await uploadPicture();
    const prefix = `profile_pictures/`;
    const firstSegment = segmentOf(first.key);
    expect(await keys(prefix)).toEqual([
      `${prefix}w160/${firstSegment}`,
      `${prefix}w400/${firstSegment}`,
    ]);
    const got = await fetch(first.shown);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');

    await new Promise((r) => setTimeout(r, 5));
    const second = await uploadPicture();
    const secondSegment = segmentOf(second.key);
    await expect
      .poll(() => keys(prefix))
      .toEqual([`${prefix}w160/${secondSegment}`, `${prefix}w400/${secondSegment}`]);
    expect((await fetch(first.shown)).status).toBe(404);
    expect((await fetch(second.shown)).status).toBe(200);
  });
});
