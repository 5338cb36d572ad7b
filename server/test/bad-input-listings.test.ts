import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { ALICE } from './helpers/test-app';
import { listingForm, multipart, type Part } from './helpers/multipart';
import { validListing } from './helpers/fixtures';
import { expectRefused, refusalFixture } from './helpers/refusals';

/**
 * Malformed listing writes (fields, multipart structure, names, sizes, content types): each is
 * refused with a 4xx `{ error }` (never a 5xx), and nothing visible changes.
 */
let t: TestApp;
let listingId: number;
let snapshot: () => Promise<string>;
beforeAll(async () => {
  ({ t, listingId, snapshot } = await refusalFixture());
});
afterAll(async () => t?.close());

const L = (o: Record<string, unknown>) => validListing(o);
const listingCases: Array<[string, Record<string, unknown>, string]> = [
  ['short title', L({ title: 'abc' }), 'Title must be at least 5 characters'],
  ['blank title', L({ title: '      ' }), 'Title must be at least 5 characters'],
  ['long title', L({ title: 'x'.repeat(51) }), 'Title must be no more than 50 characters'],
  [
    'short description',
    L({ description: 'too short' }),
    'Description must be at least 20 characters',
  ],
  [
    'long description',
    L({ description: 'x'.repeat(751) }),
    'Description must be no more than 750 characters',
  ],
  ['zero rent', L({ rent: 0 }), 'Please enter a valid price'],
  ['text rent', L({ rent: 'lots' }), 'Please enter a valid price'],
  ['missing start', L({ startDate: undefined }), 'Start date is required'],
  ['impossible start', L({ startDate: '2099-02-30' }), 'Please enter a valid date'],
  ['missing end', L({ endDate: '' }), 'End date is required'],
  ['end before start', L({ endDate: '2099-08-01' }), 'End date must be after start date'],
  ['zero bedrooms', L({ bedrooms: 0 }), 'Please enter a valid number of bedrooms'],
  ['bathrooms not a half', L({ bathrooms: 1.3 }), 'Please enter a valid number of bathrooms'],
  ['zero bathrooms', L({ bathrooms: 0 }), 'Please enter a valid number of bathrooms'],
  ['negative square feet', L({ squareFeet: -5 }), 'Please enter a valid square footage'],
  [
    'negative roommates',
    L({ roommates: -1 }),
    'Please enter a valid number of roommates (0 or more)',
  ],
  ['missing street', L({ street: '' }), 'Street address is required'],
  [
    'long street',
    L({ street: 'x'.repeat(256) }),
    'Street address must be no more than 255 characters',
  ],
  ['missing city', L({ city: undefined }), 'City is required'],
  ['long state', L({ state: 'x'.repeat(101) }), 'State must be no more than 100 characters'],
  ['bad zip', L({ zipcode: '5370' }), 'Please enter a valid ZIP code'],
  ['unknown term', L({ term: 'Winter' }), 'Please choose a term'],
  ['unknown amenity', L({ amenities: ['Pool'] }), 'Unknown amenity'],
  ['status TAKEN', L({ status: 'TAKEN' }), 'Only AVAILABLE is accepted as status'],
];

describe('POST /listing refuses what the form would refuse', () => {
  it.each(listingCases)('%s', async (_name, listing, message) => {
    const before = await snapshot();
    const res = await t.request({
      method: 'POST',
      url: '/api/listing',
      as: ALICE,
      ...multipart(listingForm(listing, ['a.jpg'])),
    });
    expectRefused(res, 400);
    expect(res.json()).toMatchObject({ error: message });
    expect(await snapshot()).toBe(before);
  });
});

const rawParts = (parts: Part[]) => multipart(parts);
const malformedMultipart: Array<
  [string, () => { payload: string | Buffer; headers: Record<string, string> }, number]
> = [
  [
    'JSON instead of multipart',
    () => ({
      payload: JSON.stringify({ listing: validListing(), images: ['a.jpg'] }),
      headers: { 'content-type': 'application/json' },
    }),
    415,
  ],
  ['text/plain body', () => ({ payload: 'hello', headers: { 'content-type': 'text/plain' } }), 415],
  ['no listing part', () => rawParts([{ name: 'images', value: 'a.jpg' }]), 400],
  [
    'listing is not JSON',
    () =>
      rawParts([
        { name: 'listing', value: '{nope' },
        { name: 'images', value: 'a.jpg' },
      ]),
    400,
  ],
  [
    'listing is a JSON array',
    () =>
      rawParts([
        { name: 'listing', value: '[1,2]' },
        { name: 'images', value: 'a.jpg' },
      ]),
    400,
  ],
  [
    'listing is null',
    () =>
      rawParts([
        { name: 'listing', value: 'null' },
        { name: 'images', value: 'a.jpg' },
      ]),
    400,
  ],
  [
    'two listing parts',
    () => rawParts([...listingForm(validListing(), ['a.jpg']), { name: 'listing', value: '{}' }]),
    400,
  ],
  [
    'image name with a slash',
    () => rawParts(listingForm(validListing(), ['../../etc/passwd'])),
    400,
  ],
  ['image name "..".', () => rawParts(listingForm(validListing(), ['..'])), 400],
  ['empty image name', () => rawParts(listingForm(validListing(), [''])), 400],
  [
    '31 images',
    () =>
      rawParts(
        listingForm(
          validListing(),
          Array.from({ length: 31 }, (_, i) => `${i}.jpg`),
        ),
      ),
    400,
  ],
  [
    'a 200 KB listing part',
    () =>
      rawParts([
        { name: 'listing', value: 'x'.repeat(200_000), filename: 'blob' },
        { name: 'images', value: 'a.jpg' },
      ]),
    413,
  ],
  [
    'truncated multipart',
    () => ({
      payload: '--abc\r\nContent-Disposition: form-data; name="listing"\r\n\r\n{"title":',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    }),
    400,
  ],
  [
    'multipart without boundary',
    () => ({ payload: 'x', headers: { 'content-type': 'multipart/form-data' } }),
    400,
  ],
];

describe('POST /listing and PUT /listing refuse malformed multipart', () => {
  it.each(malformedMultipart)('%s', async (_name, make, status) => {
    const before = await snapshot();
    for (const method of ['POST', 'PUT'] as const) {
      const res = await t.request({ method, url: '/api/listing', as: ALICE, ...make() });
      expectRefused(res);
      if (method === 'POST') expect(res.statusCode).toBe(status);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['a listingID that names nothing', { listingID: 'abc' }, 404],
    ['a negative listingID', { listingID: -3 }, 404],
    ['no listingID', { listingID: undefined }, 400],
    ['an object listingID', { listingID: { $gt: 0 } }, 400],
  ])('PUT with %s', async (_name, override, status) => {
    const before = await snapshot();
    const res = await t.request({
      method: 'PUT',
      url: '/api/listing',
      as: ALICE,
      ...multipart(listingForm(L(override), [])),
    });
    expectRefused(res, status);
    expect(await snapshot()).toBe(before);
  });

  it('PUT with malformed name lists', async () => {
    const before = await snapshot();
    for (const value of ['[1,2]', '{"a":1}', '["../x"]', '[']) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/listing',
        as: ALICE,
        ...multipart([
          { name: 'listing', value: JSON.stringify(L({ listingID: listingId })) },
          { name: 'addFileNames', value },
        ]),
      });
      expectRefused(res, 400);
    }
    expect(await snapshot()).toBe(before);
  });
});
