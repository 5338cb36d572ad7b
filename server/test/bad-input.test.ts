import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';
import { listingForm, multipart, type Part } from './helpers/multipart';
import { validListing } from './helpers/fixtures';

/**
 * Malformed bodies, IDs, content types and sizes against every write call: each is refused with a
 * 4xx `{ error }` (never a 5xx), and nothing visible changes.
 */
let t: TestApp;
let listingId: number;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { writes: 100_000, messages: 100_000, contact: 100_000 } });
  listingId = (await t.createListing(ALICE, { title: 'The untouchable one' })).id;
  conversationId = (await t.request({ method: 'POST', url: `/api/listings/${listingId}/conversation`, as: BOB })).json<{ conversationID: number }>().conversationID;
});
afterAll(async () => t?.close());

/** Everything a client can see, to compare before and after refused requests. */
async function snapshot() {
  const get = async (url: string, as?: typeof ALICE) => (await t.request({ method: 'GET', url, as })).body;
  return [
    await get('/api/listings'),
    await get('/api/user/listings', ALICE),
    await get('/api/user', ALICE),
    await get('/api/user', BOB),
    await get('/api/user/saved-listings', BOB),
    await get(`/api/conversations/${conversationId}/messages`, BOB),
  ].join('\n');
}

const expectRefused = (res: { statusCode: number; json: () => unknown }, status?: number) => {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  if (status) expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error: expect.any(String) });
};

const L = (o: Record<string, unknown>) => validListing(o);
const listingCases: Array<[string, Record<string, unknown>, string]> = [
  ['short title', L({ title: 'abc' }), 'Title must be at least 5 characters'],
  ['blank title', L({ title: '      ' }), 'Title must be at least 5 characters'],
  ['long title', L({ title: 'x'.repeat(51) }), 'Title must be no more than 50 characters'],
  ['short description', L({ description: 'too short' }), 'Description must be at least 20 characters'],
  ['long description', L({ description: 'x'.repeat(751) }), 'Description must be no more than 750 characters'],
  ['zero rent', L({ rent: 0 }), 'Please enter a valid price'],
  ['text rent', L({ rent: 'lots' }), 'Please enter a valid price'],
  ['missing start', L({ startDate: undefined }), 'Start date is required'],
  ['impossible start', L({ startDate: '2099-02-30' }), 'Please enter a valid date'],
  ['missing end', L({ endDate: '' }), 'End date is required'],
  ['end before start', L({ endDate: '2099-08-01' }), 'End date must be after start date'],
  ['zero bedrooms', L({ bedrooms: 0 }), 'Please enter a valid number of bedrooms'],
  ['fractional bathrooms', L({ bathrooms: 1.5 }), 'Please enter a valid number of bathrooms'],
  ['negative square feet', L({ squareFeet: -5 }), 'Please enter a valid square footage'],
  ['negative roommates', L({ roommates: -1 }), 'Please enter a valid number of roommates (0 or more)'],
  ['missing street', L({ street: '' }), 'Street address is required'],
  ['long street', L({ street: 'x'.repeat(256) }), 'Street address must be no more than 255 characters'],
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
    const res = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...multipart(listingForm(listing, ['a.jpg'])) });
    expectRefused(res, 400);
    expect(res.json()).toEqual({ error: message });
    expect(await snapshot()).toBe(before);
  });
});

const rawParts = (parts: Part[]) => multipart(parts);
const malformedMultipart: Array<[string, () => { payload: string | Buffer; headers: Record<string, string> }, number]> = [
  ['JSON instead of multipart', () => ({ payload: JSON.stringify({ listing: validListing(), images: ['a.jpg'] }), headers: { 'content-type': 'application/json' } }), 415],
  ['text/plain body', () => ({ payload: 'hello', headers: { 'content-type': 'text/plain' } }), 415],
  ['no listing part', () => rawParts([{ name: 'images', value: 'a.jpg' }]), 400],
  ['listing is not JSON', () => rawParts([{ name: 'listing', value: '{nope' }, { name: 'images', value: 'a.jpg' }]), 400],
  ['listing is a JSON array', () => rawParts([{ name: 'listing', value: '[1,2]' }, { name: 'images', value: 'a.jpg' }]), 400],
  ['listing is null', () => rawParts([{ name: 'listing', value: 'null' }, { name: 'images', value: 'a.jpg' }]), 400],
  ['two listing parts', () => rawParts([...listingForm(validListing(), ['a.jpg']), { name: 'listing', value: '{}' }]), 400],
  ['image name with a slash', () => rawParts(listingForm(validListing(), ['../../etc/passwd'])), 400],
  ['image name "..".', () => rawParts(listingForm(validListing(), ['..'])), 400],
  ['empty image name', () => rawParts(listingForm(validListing(), [''])), 400],
  ['31 images', () => rawParts(listingForm(validListing(), Array.from({ length: 31 }, (_, i) => `${i}.jpg`))), 400],
  ['a 200 KB listing part', () => rawParts([{ name: 'listing', value: 'x'.repeat(200_000), filename: 'blob' }, { name: 'images', value: 'a.jpg' }]), 413],
  ['truncated multipart', () => ({ payload: '--abc\r\nContent-Disposition: form-data; name="listing"\r\n\r\n{"title":', headers: { 'content-type': 'multipart/form-data; boundary=abc' } }), 400],
  ['multipart without boundary', () => ({ payload: 'x', headers: { 'content-type': 'multipart/form-data' } }), 400],
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
    const res = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...multipart(listingForm(L(override), [])) });
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
        ...multipart([{ name: 'listing', value: JSON.stringify(L({ listingID: listingId })) }, { name: 'addFileNames', value }]),
      });
      expectRefused(res, 400);
    }
    expect(await snapshot()).toBe(before);
  });
});

const jsonWrites = () =>
  [
    ['PUT', '/api/user'],
    ['POST', '/api/user/profile-picture'],
    ['POST', `/api/conversations/${conversationId}/reply`],
    ['POST', '/api/email'],
  ] as const;

describe('JSON write calls refuse malformed bodies', () => {
  const bodies: Array<[string, string, string]> = [
    ['invalid JSON', '{"name":', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a prototype-poisoning body', '{"__proto__":{"admin":true},"name":"x"}', 'application/json'],
    ['form-encoded data', 'name=x', 'application/x-www-form-urlencoded'],
    ['XML', '<name>x</name>', 'application/xml'],
  ];
  it.each(bodies)('%s', async (_name, payload, contentType) => {
    const before = await snapshot();
    for (const [method, url] of jsonWrites()) {
      const res = await t.request({ method, url, as: BOB, payload, headers: { 'content-type': contentType } });
      expectRefused(res);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.request({ method: 'POST', url: `/api/conversations/${conversationId}/reply`, as: BOB, payload: { content: 'x'.repeat(1_100_000) } });
    expectRefused(res, 413);
  });

  it('refuses wrongly typed fields', async () => {
    const before = await snapshot();
    const cases: Array<[string, string, unknown]> = [
      ['PUT', '/api/user', { name: 42 }],
      ['PUT', '/api/user', { name: 'ok', profilePictureUrl: 'javascript:alert(1)' }],
      ['PUT', '/api/user', { name: 'ok', profilePictureUrl: 'http://insecure.example/p.png' }],
      ['POST', '/api/user/profile-picture', { contentType: 'image/svg+xml' }],
      ['POST', '/api/user/profile-picture', {}],
      ['POST', `/api/conversations/${conversationId}/reply`, { content: ['a'] }],
      ['POST', `/api/conversations/${conversationId}/reply`, { content: 'ok', clientMessageId: 'short' }],
      ['POST', `/api/conversations/${conversationId}/reply`, { content: 'ok', clientMessageId: 'has spaces in it' }],
      ['POST', '/api/email', { name: 'A', email: 'a@example.com', inquiryType: 'spam', message: 'hi' }],
      ['POST', '/api/email', { name: 'A', email: 'not-an-email', inquiryType: 'help', message: 'hi' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({ method: method as 'PUT', url, as: BOB, payload: payload as object });
      expectRefused(res, 400);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('malformed ids never reach the database as such', () => {
  const ids = ['0', '-1', 'abc', '1e3', '1.0', '%00', '9'.repeat(30), "1' OR '1'='1", '%2e%2e'];
  it.each(ids)('id %s', async (id) => {
    const before = await snapshot();
    const calls = [
      ['GET', `/api/listings/${id}/details`, 404],
      ['DELETE', `/api/listings/${id}`, 404],
      ['POST', `/api/saved-listings/${id}`, 404],
      ['DELETE', `/api/saved-listings/${id}`, 204],
      ['POST', `/api/listings/${id}/conversation`, 404],
      ['GET', `/api/conversations/${id}/messages`, 404],
      ['POST', `/api/conversations/${id}/reply`, 404],
      ['DELETE', `/api/conversations/${id}`, 404],
    ] as const;
    for (const [method, url, status] of calls) {
      const res = await t.request({ method, url, as: BOB, ...(method === 'POST' ? { payload: { content: 'x' } } : {}) });
      // A path that decodes to '..' does not even match a route: 404 is as good as the no-op 204.
      if (method === 'DELETE' && status === 204) expect([204, 404], `${method} ${url}`).toContain(res.statusCode);
      else expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('property: arbitrary JSON never causes a 5xx or a change', () => {
  it('for listing parts, replies, profile and contact bodies', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const json = JSON.stringify(value) ?? 'null';
        const listing = await t.request({ method: 'POST', url: '/api/listing', as: ALICE, ...multipart([{ name: 'listing', value: json }, { name: 'images', value: 'a.jpg' }]) });
        const put = await t.request({ method: 'PUT', url: '/api/listing', as: ALICE, ...multipart([{ name: 'listing', value: json }]) });
        const reply = await t.request({ method: 'POST', url: `/api/conversations/${conversationId}/reply`, as: BOB, payload: json, headers: { 'content-type': 'application/json' } });
        const user = await t.request({ method: 'PUT', url: '/api/user', as: BOB, payload: json, headers: { 'content-type': 'application/json' } });
        for (const res of [listing, put, reply, user]) {
          // Random JSON can, rarely, be a valid reply or profile; never a server error.
          expect(res.statusCode).toBeLessThan(500);
        }
        expect(listing.statusCode).toBe(400);
        expect(put.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toBe(before);
  });
});
