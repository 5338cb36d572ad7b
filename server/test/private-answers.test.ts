import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';

// Personal answers must never be kept by a shared cache, nor written to a shared computer's disk.

describe('Cache-Control of personal answers', () => {
  let t: TestApp;
  let listingId: number;
  let conversationId: number;
  beforeAll(async () => {
    t = await createTestApp();
    listingId = (await t.createListing(ALICE)).id;
    const started = await t.request({
      method: 'POST',
      url: `/api/listings/${listingId}/conversation`,
      as: BOB,
    });
    conversationId = started.json<{ conversationID: number }>().conversationID;
    await t.request({ method: 'POST', url: `/api/saved-listings/${listingId}`, as: BOB });
  });
  afterAll(async () => t?.close());

  it.each([
    ['GET', '/api/user'],
    ['GET', '/api/user/listings'],
    ['GET', '/api/user/saved-listings'],
    ['GET', '/api/user/conversations'],
    ['POST', '/api/user/profile-picture'],
  ])('%s %s is private, no-store', async (method, url) => {
    const res = await t.request({
      method: method as 'GET',
      url,
      as: BOB,
      ...(method === 'POST' ? { payload: { contentType: 'image/png' } } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a conversation start and a save (signed-in writes) are private, no-store', async () => {
    const again = await t.request({
      method: 'POST',
      url: `/api/listings/${listingId}/conversation`,
      as: BOB,
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    const save = await t.request({
      method: 'POST',
      url: `/api/saved-listings/${listingId}`,
      as: BOB,
    });
    expect(save.headers['cache-control']).toBe('private, no-store');
  });

  it('the messages poll stays private and revalidates (its 304s need the browser cache)', async () => {
    const url = `/api/conversations/${conversationId}/messages`;
    const first = await t.request({ method: 'GET', url, as: BOB });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.request({
      method: 'GET',
      url,
      as: BOB,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('a refused personal request is private too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('public answers keep their own policy, even when asked with a token', async () => {
    for (const as of [undefined, ALICE]) {
      const list = await t.request({ method: 'GET', url: '/api/listings', as });
      expect(list.headers['cache-control']).toBe('no-cache');
      expect(list.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
