import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDtoSchema } from 'shared-api/schemas';
import { ALICE, createTestApp, keyOfUploadUrl, type TestApp } from './helpers/test-app';
import { listingForm, multipart } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a37' } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

// 130 'é' + '.jpg' = 264 bytes in UTF-8: longer than a file name may be on most file systems.
const LONG_NAME = `${'é'.repeat(130)}.jpg`;

describe('storage keys are the server’s, whatever the file name', () => {
  it('a 264-byte non-ASCII name: create, upload and GET all work, and the name is kept', async () => {
    expect(Buffer.byteLength(LONG_NAME)).toBe(264);
    const { id, uploadUrls } = await t.createListing(ALICE, {}, [LONG_NAME]);
    expect(keyOfUploadUrl(uploadUrls[0] ?? '')).toMatch(/^listings\/\d+\/[0-9a-f]{16}\.webp$/);
    const put = await t.request({ method: 'PUT', url: uploadUrls[0] ?? '', payload: png });
    expect(put.statusCode).toBe(200);
    const dto = listingDtoSchema.parse(
      (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json(),
    );
    const [photo] = dto.photos ?? [];
    expect(photo?.name).toBe(LONG_NAME);
    expect(photo?.width).toBe(40);
    for (const v of photo?.variants ?? []) {
      const got = await t.request({ method: 'GET', url: v.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
    }
    // And it can be deleted by that name.
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'addFileNames', value: JSON.stringify(['other.jpg']) },
      { name: 'deleteFileNames', value: JSON.stringify([LONG_NAME]) },
    ]);
    const edit = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form });
    expect(edit.statusCode).toBe(200);
    expect(await t.photoNames(id)).toEqual(['other.jpg']);
  });

  it('refuses a name over 200 characters with a clear 400 and creates nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE })).json<
      unknown[]
    >().length;
    const form = multipart(listingForm(validListing(), [`${'a'.repeat(201)}.jpg`]));
    const res = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'File names must be at most 200 characters' });
    const after = (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE })).json<
      unknown[]
    >().length;
    expect(after).toBe(before);
  });
});
