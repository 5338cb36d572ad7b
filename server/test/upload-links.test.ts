import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, LIMIT_MESSAGES, listingDtoSchema } from 'shared-api/schemas';
import { sweepUploads } from '../src/storage/upload-sweep';
import { createTestApp, keyOfUploadUrl, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';
import { FAKE_JPEG } from './helpers/images';

// One app per file (PostgreSQL); the real picture-slot cap.
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ caps: { pictureSlotsPerHour: LIMITS.pictureSlotsPerHour } });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#37a' } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

const user = (name: string): TestUser => ({ uid: `${name}-uid`, email: `${name}@example.com` });
const put = (url: string, payload: Buffer) =>
  t.request({ method: 'PUT', url, payload, headers: { 'content-type': 'image/png' } });
const details = async (id: number) =>
  listingDtoSchema.parse(
    (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json(),
  );
/** Stored files of one image (every size), relative to the store. */
const filesOf = (key: string) => {
  const cut = key.lastIndexOf('/');
  const dir = path.join(t.dataDir, 'objects', ...key.slice(0, cut).split('/'));
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    f.endsWith(key.slice(cut + 1)),
  );
};
const pictureSlot = (as: TestUser) =>
  t.request({
    method: 'POST',
    url: '/api/user/profile-picture',
    as,
    payload: { contentType: 'image/png' },
  });

describe('one upload per link', () => {
  it('a second PUT is a 409 and the stored photo is unchanged', async () => {
    const owner = user('once');
    const { id, uploadUrls } = await t.createListing(owner, {}, ['a.png']);
    const url = uploadUrls[0] ?? '';
    expect((await put(url, png)).statusCode).toBe(200);
    const link = (await details(id)).photos?.[0]?.url ?? '';
    const before = (await t.request({ method: 'GET', url: link })).rawPayload;
    const other = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    const again = await put(url, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This upload link has already been used' });
    expect((await t.request({ method: 'GET', url: link })).rawPayload.equals(before)).toBe(true);
  });

  it('a refused file does not use the link up: a good file can follow', async () => {
    const { id, uploadUrls } = await t.createListing(user('retry'), {}, ['a.png']);
    const url = uploadUrls[0] ?? '';
    expect((await put(url, FAKE_JPEG)).statusCode).toBe(415);
    expect((await put(url, png)).statusCode).toBe(200);
    expect((await details(id)).photos?.[0]?.width).toBe(64);
  });

  it('a deleted listing’s links answer 410 and store nothing', async () => {
    const owner = user('deleted');
    const { id, uploadUrls } = await t.createListing(owner, {}, ['a.png']);
    const del = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: owner });
    expect(del.statusCode).toBe(204);
    const res = await put(uploadUrls[0] ?? '', png);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: 'This image is no longer part of its listing' });
    expect(filesOf(keyOfUploadUrl(uploadUrls[0] ?? ''))).toEqual([]);
  });

  it('a profile picture link is good for one upload too', async () => {
    const me = user('pic-once');
    const { uploadUrl } = (await pictureSlot(me)).json<{ uploadUrl: string }>();
    expect((await put(uploadUrl, png)).statusCode).toBe(200);
    expect((await put(uploadUrl, png)).statusCode).toBe(409);
  });
});

describe(`profile-picture slots: at most ${LIMITS.pictureSlotsPerHour} unsaved an hour`, () => {
  it('the next is a 429; saving a picture frees its slot', async () => {
    const me = user('slots');
    const slots = [];
    for (let i = 0; i < LIMITS.pictureSlotsPerHour; i++) {
      const res = await pictureSlot(me);
      expect(res.statusCode).toBe(200);
      slots.push(res.json<{ uploadUrl: string; downloadUrl: string }>());
    }
    const over = await pictureSlot(me);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyPictureUploads });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    // Upload one and save it to the profile: it is attached, no longer an outstanding slot.
    const [first] = slots;
    expect((await put(first?.uploadUrl ?? '', png)).statusCode).toBe(200);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: me,
      payload: { name: 'Slots', profilePictureUrl: first?.downloadUrl },
    });
    expect(saved.statusCode).toBe(200);
    expect((await pictureSlot(me)).statusCode).toBe(200);
    expect((await pictureSlot(me)).statusCode).toBe(429);
  });
});

describe('the sweep of what was never attached', () => {
  it('after the link lifetime: photos that never arrived and unsaved pictures go; the rest stays', async () => {
    const owner = user('sweep');
    const { id, uploadUrls } = await t.createListing(owner, {}, ['arrived.png', 'never.png']);
    expect((await put(uploadUrls[0] ?? '', png)).statusCode).toBe(200);
    const unsaved = (await pictureSlot(owner)).json<{ uploadUrl: string }>();
    expect((await put(unsaved.uploadUrl, png)).statusCode).toBe(200);
    const kept = (await pictureSlot(owner)).json<{ uploadUrl: string; downloadUrl: string }>();
    expect((await put(kept.uploadUrl, png)).statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: '/api/user',
      as: owner,
      payload: { name: 'Sweep', profilePictureUrl: kept.downloadUrl },
    });
    const unsavedKey = keyOfUploadUrl(unsaved.uploadUrl);
    const keptKey = keyOfUploadUrl(kept.uploadUrl);
    expect(filesOf(unsavedKey)).toHaveLength(2);

    // Within the link's hour nothing is touched.
    const { db, images } = t.app.ctx;
    const inHalfAnHour = new Date(Date.now() + 30 * 60_000);
    expect(await sweepUploads(db, images, inHalfAnHour)).toEqual({ photos: 0, pictures: 0 });
    expect(await t.photoNames(id)).toEqual(['arrived.png', 'never.png']);

    const afterTheHour = new Date(Date.now() + 61 * 60_000);
    const swept = await sweepUploads(db, images, afterTheHour);
    expect(swept.photos).toBeGreaterThanOrEqual(1);
    expect(swept.pictures).toBeGreaterThanOrEqual(1);
    // The photo that never arrived is gone from the listing; the uploaded one stays.
    expect(await t.photoNames(id)).toEqual(['arrived.png']);
    expect((await details(id)).photos?.[0]?.width).toBe(64);
    // The unsaved picture's sizes are deleted and it can no longer be saved; the saved one stays.
    await expect.poll(() => filesOf(unsavedKey)).toEqual([]);
    expect(filesOf(keptKey)).toHaveLength(2);
    const me = (await t.request({ method: 'GET', url: '/api/user', as: owner })).json<{
      profilePicture: { width: number } | null;
    }>();
    expect(me.profilePicture?.width).toBe(64);
    const late = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: owner,
      payload: {
        name: 'Sweep',
        profilePictureUrl: unsaved.uploadUrl.replace('/upload/', '/object/'),
      },
    });
    expect(late.statusCode).toBe(400);
    // Nothing is left to sweep.
    expect(await sweepUploads(db, images, afterTheHour)).toEqual({ photos: 0, pictures: 0 });
  });
});
