import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationListSchema,
  listingDtoSchema,
  listingListSchema,
  listingReportDtoSchema,
  REPORT_MESSAGES,
} from 'shared-api/schemas';
import { ConfigError, loadConfig } from '../src/config/env';
import { clearListingReports, openReports } from '../src/reports/moderation';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

/** Trust: 'Verified student' from a verified address in a student domain; reports. */

const person = (name: string, email: string, emailVerified = true): TestUser => ({
  uid: `${name}-uid`,
  email,
  emailVerified,
  name,
});
const STUDENT = person('stu', 'stu@wisc.edu');
const UNVERIFIED_STUDENT = person('unv', 'unv@wisc.edu', false);
const VERIFIED_OTHER = person('ver', 'ver@example.com');
const DAN = person('dan', 'dan@example.com');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const publicList = async () =>
  listingListSchema.parse((await t.request({ method: 'GET', url: '/api/listings' })).json());
const details = async (id: number) =>
  listingDtoSchema.parse(
    (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json(),
  );
const report = (id: number | string, as: TestUser | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/listings/${id}/reports`, as, payload: payload as object });

describe('verified student', () => {
  it('is a verified address in a student domain, on the list, the details and own listings', async () => {
    const cases: [TestUser, boolean][] = [
      [STUDENT, true],
      [UNVERIFIED_STUDENT, false],
      [VERIFIED_OTHER, false],
    ];
    for (const [lister, expected] of cases) {
      const { id } = await t.createListing(lister, { title: `Room of ${lister.name}` });
      const listed = (await publicList()).find((l) => l.listingID === id);
      expect(listed?.verifiedStudent, lister.email).toBe(expected);
      expect((await details(id)).verifiedStudent).toBe(expected);
      const own = listingListSchema.parse(
        (await t.request({ method: 'GET', url: '/api/user/listings', as: lister })).json(),
      );
      expect(own.find((l) => l.listingID === id)?.verifiedStudent).toBe(expected);
    }
  });

  it('follows verification: the same address counts once the token says it is verified', async () => {
    const later = person('later', 'later@cs.wisc.edu', false);
    const { id } = await t.createListing(later);
    expect((await details(id)).verifiedStudent).toBe(false);
    // GET /user (the shell calls it at every sign-in) copies the token's verified flag.
    await t.request({ method: 'GET', url: '/api/user', as: { ...later, emailVerified: true } });
    expect((await details(id)).verifiedStudent).toBe(true);
    expect((await publicList()).find((l) => l.listingID === id)?.verifiedStudent).toBe(true);
  });

  it('shows each side of a conversation', async () => {
    const { id } = await t.createListing(STUDENT, { title: 'Chat about this' });
    const started = await t.request({
      method: 'POST',
      url: `/api/listings/${id}/conversation`,
      as: VERIFIED_OTHER,
    });
    const conversationID = started.json<{ conversationID: number }>().conversationID;
    await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationID}/reply`,
      as: VERIFIED_OTHER,
      payload: { content: 'Hi!' },
    });
    for (const as of [STUDENT, VERIFIED_OTHER]) {
      const list = conversationListSchema.parse(
        (await t.request({ method: 'GET', url: '/api/user/conversations', as })).json(),
      );
      expect(list.find((c) => c.conversationID === conversationID)).toMatchObject({
        listerVerifiedStudent: true,
        requesterVerifiedStudent: false,
      });
    }
  });

  it('checks the configuration', () => {
    expect(loadConfig({}).trust).toEqual({ studentDomains: ['.edu'], reportHideThreshold: 3 });
    expect(loadConfig({ VERIFIED_STUDENT_DOMAINS: 'none' }).trust.studentDomains).toEqual([]);
    expect(() => loadConfig({ VERIFIED_STUDENT_DOMAINS: '.edu, not a domain' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ REPORT_HIDE_THRESHOLD: '0' })).toThrow(/REPORT_HIDE_THRESHOLD/);
  });
});

describe('reports', () => {
  const valid = { reason: 'scam', text: 'Asked me to wire a deposit before any viewing.' };

  it('needs a session, a listing that exists and someone else’s listing', async () => {
    const { id } = await t.createListing(ALICE);
    expect((await report(id, undefined, valid)).statusCode).toBe(401);
    const unknown = await report(999_999, BOB, valid);
    expect([unknown.statusCode, unknown.json()]).toMatchObject([
      404,
      { error: 'Listing not found' },
    ]);
    expect((await report('abc', BOB, valid)).statusCode).toBe(404);
    const own = await report(id, ALICE, valid);
    expect([own.statusCode, own.json()]).toMatchObject([
      400,
      { error: REPORT_MESSAGES.ownListing },
    ]);
  });

  it('refuses bad input with the shared messages', async () => {
    const { id } = await t.createListing(ALICE);
    const cases: [unknown, string][] = [
      [{}, REPORT_MESSAGES.reason],
      [{ reason: 'ugly' }, REPORT_MESSAGES.reason],
      [{ reason: 'other', text: '   ' }, REPORT_MESSAGES.textRequired],
      [{ reason: 'scam', text: 'x'.repeat(501) }, REPORT_MESSAGES.textMax],
    ];
    for (const [payload, error] of cases) {
      const res = await report(id, BOB, payload);
      expect([res.statusCode, res.json()]).toMatchObject([400, { error }]);
    }
    // Nothing was stored by the refusals.
    expect((await t.request({ method: 'GET', url: '/api/user/reports', as: BOB })).json()).toEqual(
      [],
    );
  });

  it('stores one report per person and listing: a second answers the first, unchanged', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Reported once' });
    const first = await report(id, DAN, { reason: 'inaccurate', text: '  Photos are old.  ' });
    expect(first.statusCode).toBe(201);
    const created = listingReportDtoSchema.parse(first.json());
    expect(created).toMatchObject({
      listingID: id,
      reason: 'inaccurate',
      text: 'Photos are old.',
      alreadyReported: false,
    });
    const second = await report(id, DAN, { reason: 'scam', text: 'Changed my mind' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...created, alreadyReported: true });
    const mine = await t.request({ method: 'GET', url: '/api/user/reports', as: DAN });
    expect(mine.json()).toEqual([{ ...created, alreadyReported: true }]);
    expect((await openReports(t.app.ctx.db)).find((r) => r.listingId === id)?.openReports).toBe(1);
  });

  it('hides a listing reported by three people until reviewed; its owner and direct link see why', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Too good to be true' });
    const etagBefore = (await t.request({ method: 'GET', url: '/api/listings' })).headers.etag;
    for (const [i, who] of [BOB, CAROL].entries()) {
      expect((await report(id, who, valid)).statusCode).toBe(201);
      // Two people (and the same person twice) are not enough.
      expect((await report(id, who, valid)).statusCode).toBe(200);
      expect(
        (await publicList()).some((l) => l.listingID === id),
        `after ${i + 1}`,
      ).toBe(true);
    }
    expect((await report(id, DAN, valid)).statusCode).toBe(201);
    expect((await publicList()).some((l) => l.listingID === id)).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/listings' })).headers.etag).not.toBe(
      etagBefore,
    );
    // A direct link still opens it, saying it is under review.
    expect(await details(id)).toMatchObject({ listingID: id, underReview: true });
    const own = listingListSchema.parse(
      (await t.request({ method: 'GET', url: '/api/user/listings', as: ALICE })).json(),
    );
    expect(own.find((l) => l.listingID === id)?.underReview).toBe(true);

    // A moderator's review brings it back; the same people cannot hide it again.
    expect(await clearListingReports(t.app.ctx.db, id)).toBe(3);
    expect(await clearListingReports(t.app.ctx.db, id)).toBe(0);
    expect((await publicList()).some((l) => l.listingID === id)).toBe(true);
    expect((await details(id)).underReview).toBe(false);
    expect((await report(id, BOB, valid)).statusCode).toBe(200);
    expect((await publicList()).some((l) => l.listingID === id)).toBe(true);
  });

  it('keeps the reports of a deleted listing for the record', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Gone soon' });
    await report(id, BOB, valid);
    await t.request({ method: 'DELETE', url: `/api/listings/${id}`, as: ALICE });
    const open = await openReports(t.app.ctx.db);
    expect(open.find((r) => r.title === 'Gone soon')).toMatchObject({
      listingId: null,
      openReports: 1,
    });
    // …but no longer among the reporter's own (there is nothing to show them).
    const mine = await t.request({ method: 'GET', url: '/api/user/reports', as: BOB });
    expect(mine.json<{ listingID: number }[]>().some((r) => r.listingID === id)).toBe(false);
  });
});
