import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingListSchema } from 'shared-api/schemas';
import { DEMO_USERS } from '../src/seed/demo-data';
import { seedIfEmpty } from '../src/seed/demo-seed';
import { seedBulk } from '../src/seed/bulk-seed';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('fills an empty database once: listings with real photos, saves and conversations', async () => {
    expect(await seedIfEmpty(t.app.ctx, t.app.log)).toBe(true);
    const list = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/listings' })).json(),
    );
    expect(list.length).toBeGreaterThanOrEqual(55);
    for (const l of list) {
      expect(Math.abs((l.lat ?? 0) - 43.0755)).toBeLessThan(0.02);
      expect(Math.abs((l.lon ?? 0) + 89.41)).toBeLessThan(0.025);
    }
    // The seed's photos took the upload pipeline: WebP sizes, each listed with its width.
    const first = list[0]?.photos?.[0];
    expect(first).toMatchObject({ width: 960, height: 640 });
    expect(first?.variants.map((v) => v.width)).toEqual([400, 800, 960]);
    // The lean list carries the links in `photos` only; the page's default link is the same one.
    const page = await t.request({
      method: 'GET',
      url: `/api/listings/${list[0]?.listingID}/details`,
    });
    expect(first?.url).toBe(page.json<{ preSignedGetUrls: string[] }>().preSignedGetUrls[0]);
    const photo = await t.request({ method: 'GET', url: first?.variants[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(400);

    const ben = DEMO_USERS[1];
    const convs = await t.request({
      method: 'GET',
      url: '/api/user/conversations',
      as: { uid: ben.uid, email: ben.email },
    });
    expect(convs.json<unknown[]>().length).toBeGreaterThan(0);
    const saved = await t.request({
      method: 'GET',
      url: '/api/user/saved-listings',
      as: { uid: ben.uid, email: ben.email },
    });
    expect(saved.json<unknown[]>().length).toBeGreaterThan(0);

    expect(await seedIfEmpty(t.app.ctx, t.app.log)).toBe(false);
    expect(
      listingListSchema.parse((await t.request({ method: 'GET', url: '/api/listings' })).json()),
    ).toHaveLength(list.length);
  }, 90_000); // Every demo photo goes through the image pipeline (sharp): slow on 2 busy cores.
});

describe('bulk seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('never seeds demo data over existing data, and inserts N listings quickly', async () => {
    await t.request({ method: 'GET', url: '/api/user', as: { uid: 'someone' } });
    expect(await seedIfEmpty(t.app.ctx, t.app.log)).toBe(false);
    await seedBulk(t.app.ctx.db.kysely, 1200);
    const list = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/listings' })).json(),
    );
    expect(list).toHaveLength(1200);
    // The list carries a card's first photo and how many there are.
    expect(list[0]?.photos).toHaveLength(1);
    expect(list[0]?.photoCount).toBe(3);
  });
});
