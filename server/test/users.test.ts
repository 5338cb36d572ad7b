import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDtoSchema, type ListingDto } from 'shared-api/schemas';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';
import { PNG_1X1 } from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The user's stored picture files, as `w{size}/{name}` (only re-encoded sizes are stored). */
const objectsOf = (uid: string) => {
  const dir = path.join(t.dataDir, 'objects', 'profile_pictures');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.split('/').pop()?.startsWith(`${uid}_`));
};

describe('GET /user', () => {
  it('creates the user from the token on the first call and answers the same user after', async () => {
    const first = await t.request({ method: 'GET', url: '/api/user', as: ALICE });
    expect(first.statusCode).toBe(200);
    const user = userDtoSchema.parse(first.json());
    expect(user).toMatchObject({
      firebaseUid: ALICE.uid,
      email: ALICE.email,
      name: ALICE.name,
      profilePictureUrl: null,
    });
    expect(user.createdAt).toMatch(/Z$/);
    const second = userDtoSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user', as: ALICE })).json(),
    );
    expect(second.userID).toBe(user.userID);
  });

  it('refreshes the email from the token', async () => {
    await t.request({ method: 'GET', url: '/api/user', as: BOB });
    const res = await t.request({
      method: 'GET',
      url: '/api/user',
      as: { ...BOB, email: 'bob.new@example.com' },
    });
    expect(res.json()).toMatchObject({ email: 'bob.new@example.com' });
  });

  it('answers 401 User not authenticated without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc', 'Bearer ']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/user',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'User not authenticated' });
    }
  });
});

describe('PUT /user', () => {
  it('updates the name; the email stays the token’s', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: ALICE,
      payload: { name: '  Alice Renamed ', email: 'attacker@evil.test', profilePictureUrl: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Alice Renamed', email: ALICE.email });
  });

  it('shows the new name on the user’s listings', async () => {
    const { id } = await t.createListing(ALICE);
    await t.request({
      method: 'PUT',
      url: '/api/user',
      as: ALICE,
      payload: { name: 'Alice Again', email: ALICE.email },
    });
    const dto = (
      await t.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(dto.name).toBe('Alice Again');
    // The owner's own list too (the public list names no lister).
    const mine = (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE })).json<
      ListingDto[]
    >();
    expect(mine.find((l) => l.listingID === id)?.name).toBe('Alice Again');
  });

  it('refuses a name over 100 characters and changes nothing', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: ALICE,
      payload: { name: 'x'.repeat(101), email: ALICE.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Name must be no more than 100 characters' });
    expect((await t.request({ method: 'GET', url: '/api/user', as: ALICE })).json()).toMatchObject({
      name: 'Alice Again',
    });
  });
});

describe('profile pictures', () => {
  const upload = async (contentType = 'image/png') => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: BOB,
      payload: { contentType },
    });
    expect(res.statusCode).toBe(200);
    const { uploadUrl, downloadUrl } = res.json<{ uploadUrl: string; downloadUrl: string }>();
    const put = await t.request({
      method: 'PUT',
      url: uploadUrl,
      payload: PNG_1X1,
      headers: { 'content-type': contentType },
    });
    expect(put.statusCode).toBe(200);
    return { uploadUrl, downloadUrl };
  };

  it('uploads to profile_pictures/{uid}_{timestamp}.{ext}, serves it, and deletes the old one when replaced', async () => {
    const first = await upload();
    expect(decodeURIComponent(first.uploadUrl)).toMatch(
      new RegExp(`/profile_pictures/${BOB.uid}_\\d+\\.png\\?`),
    );
    const set1 = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', email: BOB.email, profilePictureUrl: first.downloadUrl },
    });
    expect(set1.statusCode).toBe(200);
    const shown = set1.json<{ profilePictureUrl: string }>().profilePictureUrl;
    expect(shown).toBe(first.downloadUrl);
    const got = await t.request({ method: 'GET', url: shown });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(
      objectsOf(BOB.uid)
        .map((f) => f.split('/')[0])
        .sort(),
    ).toEqual(['w160', 'w400']);

    await new Promise((r) => setTimeout(r, 5));
    const second = await upload();
    await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', email: BOB.email, profilePictureUrl: second.downloadUrl },
    });
    await expect.poll(() => objectsOf(BOB.uid)).toHaveLength(2);
    expect((await t.request({ method: 'GET', url: first.downloadUrl })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second.downloadUrl })).statusCode).toBe(200);
  });

  it('refuses a content type that is not an image', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: BOB,
      payload: { contentType: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please select an image file.' });
  });

  it("refuses another user's picture as one's own", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: ALICE,
      payload: { contentType: 'image/png' },
    });
    const { downloadUrl } = res.json<{ downloadUrl: string }>();
    const steal = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', email: BOB.email, profilePictureUrl: downloadUrl },
    });
    expect(steal.statusCode).toBe(400);
    expect(steal.json()).toMatchObject({ error: 'Invalid profile picture URL' });
  });

  it('keeps an external https picture (e.g. a Google photo) as it is', async () => {
    const url = 'https://lh3.googleusercontent.com/a/photo.jpg';
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: ALICE,
      payload: { name: 'Alice', email: ALICE.email, profilePictureUrl: url },
    });
    expect(res.json()).toMatchObject({ profilePictureUrl: url });
  });
});
