import { describe, expect, it } from 'vitest';
import { listingDtoSchema, listingListSchema } from 'shared-api/schemas';
import { ALICE, BOB, createTestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

/**
 * Trust (verified students, reports) under other settings than the defaults. Each test has its own
 * app, made and closed in turn: on PostgreSQL one file works in one schema at a time.
 */
const person = (name: string, email: string): TestUser => ({
  uid: `${name}-uid`,
  email,
  emailVerified: true,
  name,
});
const valid = { reason: 'scam', text: 'Asked me to wire a deposit before any viewing.' };

describe('trust settings', () => {
  it('reads its domains from VERIFIED_STUDENT_DOMAINS (subdomains match, look-alikes do not)', async () => {
    const own = await createTestApp({ env: { VERIFIED_STUDENT_DOMAINS: 'wisc.edu, .ac.uk' } });
    try {
      const people: [TestUser, boolean][] = [
        [person('a', 'a@cs.wisc.edu'), true],
        [person('b', 'b@ox.ac.uk'), true],
        [person('c', 'c@mit.edu'), false],
        [person('d', 'd@notwisc.edu'), false],
      ];
      for (const [lister, expected] of people) {
        const { id } = await own.createListing(lister);
        const res = await own.request({ method: 'GET', url: `/api/listings/${id}/details` });
        expect(listingDtoSchema.parse(res.json()).verifiedStudent, lister.email).toBe(expected);
      }
    } finally {
      await own.close();
    }
  });

  it('hides at REPORT_HIDE_THRESHOLD and limits how fast one person reports', async () => {
    const own = await createTestApp({
      env: { REPORT_HIDE_THRESHOLD: '1' },
      rateLimits: { reports: 2 },
    });
    try {
      const ids = await Promise.all([1, 2, 3].map(async () => (await own.createListing(ALICE)).id));
      const send = (id: number) =>
        own.request({
          method: 'POST',
          url: `/api/listings/${id}/reports`,
          as: BOB,
          payload: valid,
        });
      expect((await send(ids[0] ?? 0)).statusCode).toBe(201);
      const list = await own.request({ method: 'GET', url: '/api/listings' });
      expect(listingListSchema.parse(list.json()).map((l) => l.listingID)).not.toContain(ids[0]);
      expect((await send(ids[1] ?? 0)).statusCode).toBe(201);
      const limited = await send(ids[2] ?? 0);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await own.close();
    }
  });
});
