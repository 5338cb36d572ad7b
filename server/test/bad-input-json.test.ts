import fc from 'fast-check';
import { profileUpdateSchema, replySchema } from 'shared-api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { ALICE, BOB } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { expectRefused, refusalFixture } from './helpers/refusals';

/**
 * Malformed JSON bodies, IDs and content types against the JSON write calls, and arbitrary JSON
 * everywhere: each is refused with a 4xx `{ error }` (never a 5xx), and nothing visible changes.
 */
let t: TestApp;
let conversationId: number;
let snapshot: () => Promise<string>;
beforeAll(async () => {
  ({ t, conversationId, snapshot } = await refusalFixture());
});
afterAll(async () => t?.close());

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
      const res = await t.request({
        method,
        url,
        as: BOB,
        payload,
        headers: { 'content-type': contentType },
      });
      expectRefused(res);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/reply`,
      as: BOB,
      payload: { content: 'x'.repeat(1_100_000) },
    });
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
      [
        'POST',
        `/api/conversations/${conversationId}/reply`,
        { content: 'ok', clientMessageId: 'short' },
      ],
      [
        'POST',
        `/api/conversations/${conversationId}/reply`,
        { content: 'ok', clientMessageId: 'has spaces in it' },
      ],
      [
        'POST',
        '/api/email',
        { name: 'A', email: 'a@example.com', inquiryType: 'spam', message: 'hi' },
      ],
      [
        'POST',
        '/api/email',
        { name: 'A', email: 'not-an-email', inquiryType: 'help', message: 'hi' },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.request({
        method: method as 'PUT',
        url,
        as: BOB,
        payload: payload as object,
      });
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
      const res = await t.request({
        method,
        url,
        as: BOB,
        ...(method === 'POST' ? { payload: { content: 'x' } } : {}),
      });
      // A path that decodes to '..' does not even match a route: 404 is as good as the no-op 204.
      if (method === 'DELETE' && status === 204)
        expect([204, 404], `${method} ${url}`).toContain(res.statusCode);
      else expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('property: arbitrary JSON never causes a 5xx or a change', () => {
  it('for listing parts, replies, profile and contact bodies', async () => {
    const before = await snapshot();
    // Random JSON is now and then a valid reply or profile (`{ "name": "X~" }`), which rightly
    // changes something: only bodies that are not valid are asked never to change anything.
    const invalid = fc
      .jsonValue({ maxDepth: 3 })
      .filter(
        (v) => !profileUpdateSchema.safeParse(v).success && !replySchema.safeParse(v).success,
      );
    await fc.assert(
      fc.asyncProperty(invalid, async (value) => {
        const json = JSON.stringify(value) ?? 'null';
        const listing = await t.request({
          method: 'POST',
          url: '/api/listing',
          as: ALICE,
          ...multipart([
            { name: 'listing', value: json },
            { name: 'images', value: 'a.jpg' },
          ]),
        });
        const put = await t.request({
          method: 'PUT',
          url: '/api/listing',
          as: ALICE,
          ...multipart([{ name: 'listing', value: json }]),
        });
        const reply = await t.request({
          method: 'POST',
          url: `/api/conversations/${conversationId}/reply`,
          as: BOB,
          payload: json,
          headers: { 'content-type': 'application/json' },
        });
        const user = await t.request({
          method: 'PUT',
          url: '/api/user',
          as: BOB,
          payload: json,
          headers: { 'content-type': 'application/json' },
        });
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
