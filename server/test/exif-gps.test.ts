import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDtoSchema, userDtoSchema } from 'shared-api/schemas';
import { objectKeysOf } from '../src/storage/image-keys';
import { ALICE, BOB, createTestApp, keyOfUploadUrl, type TestApp } from './helpers/test-app';
import { listingForm, multipart } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

// No upload path may keep where a photo was taken (EXIF GPS, XMP GPS).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MARKER = 'GPS-MARKER-WGS84';
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,4.5N" exif:GPSLongitude="89,24.0W"/></rdf:RDF></x:xmpmeta>`;

/** A photo in `format` carrying a GPS position twice: in EXIF (IFD3) and in XMP. */
async function gpsPhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const canvas = sharp({
    create: { width: 1000, height: 700, channels: 3, background: '#3a7' },
  });
  const encoded =
    format === 'jpeg' ? canvas.jpeg() : format === 'png' ? canvas.png() : canvas.webp();
  const bytes = await encoded
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 4/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '89/1 24/1 0/1',
        GPSMapDatum: MARKER,
      },
    })
    .withXmp(XMP)
    .toBuffer();
  // The input really carries it (else the test proves nothing).
  const meta = await sharp(bytes).metadata();
  expect(meta.exif?.includes(MARKER)).toBe(true);
  expect(meta.xmp?.toString().includes('GPSLatitude')).toBe(true);
  return bytes;
}

const put = (url: string, payload: Buffer) =>
  t.request({ method: 'PUT', url, payload, headers: { 'content-type': 'image/jpeg' } });

/** Every object stored for an image (each slot's file), straight from the store. */
async function storedSizes(baseKey: string): Promise<Buffer[]> {
  const all = await Promise.all(objectKeysOf(baseKey).map((k) => t.app.ctx.store.get(k)));
  return all.filter((b): b is Buffer => b !== null);
}

async function expectNoLocation(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  // The sizes are WebP; a listing photo's share card is JPEG (docs/decisions/0014-share-cards.md).
  expect(['webp', 'jpeg']).toContain(meta.format);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  for (const needle of [MARKER, 'GPSLatitude', 'TestCam', 'Exif\0\0'])
    expect(bytes.includes(needle)).toBe(false);
}

/** Both what is stored and what every answered link serves. */
async function expectClean(baseKey: string, links: string[]) {
  const stored = await storedSizes(baseKey);
  // Slots 400/800/1600 and the share card for photos (one slot holds the 1000 px image at its own
  // size), 160/400 for pictures.
  expect(stored.length).toBe(baseKey.startsWith('listings/') ? 4 : 2);
  for (const bytes of stored) await expectNoLocation(bytes);
  expect(links.length).toBeGreaterThan(0);
  for (const url of links) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    await expectNoLocation(res.rawPayload);
  }
}

const photoLinks = async (id: number, index: number) => {
  const dto = listingDtoSchema.parse(
    (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json(),
  );
  return dto.photos?.[index]?.variants.map((v) => v.url ?? '') ?? [];
};

describe.each(['jpeg', 'png', 'webp'] as const)('a %s with GPS in EXIF and XMP', (format) => {
  it('listing create upload: every stored size is stripped', async () => {
    const { id, uploadUrls } = await t.createListing(ALICE, {}, [`gps.${format}`]);
    expect((await put(uploadUrls[0] ?? '', await gpsPhoto(format))).statusCode).toBe(200);
    await expectClean(keyOfUploadUrl(uploadUrls[0] ?? ''), await photoLinks(id, 0));
  });

  it('listing edit (addFileNames) upload: every stored size is stripped', async () => {
    const { id } = await t.createListing(ALICE, {}, ['first.png']);
    const form = multipart([
      ...listingForm({ ...validListing(), listingID: id }, []),
      { name: 'addFileNames', value: JSON.stringify([`added.${format}`]) },
    ]);
    const res = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...form });
    const [url] = res.json<string[]>();
    expect((await put(url ?? '', await gpsPhoto(format))).statusCode).toBe(200);
    await expectClean(keyOfUploadUrl(url ?? ''), await photoLinks(id, 1));
  });

  it('profile picture upload: every stored size is stripped', async () => {
    const slot = await t.request({
      method: 'POST',
      url: '/api/user/profile-picture',
      as: BOB,
      payload: { contentType: `image/${format}` },
    });
    const { uploadUrl, downloadUrl } = slot.json<{ uploadUrl: string; downloadUrl: string }>();
    expect((await put(uploadUrl, await gpsPhoto(format))).statusCode).toBe(200);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: BOB,
      payload: { name: 'Bob', profilePictureUrl: downloadUrl },
    });
    const picture = userDtoSchema.parse(saved.json()).profilePicture;
    await expectClean(keyOfUploadUrl(uploadUrl), picture?.variants.map((v) => v.url ?? '') ?? []);
  });
});
