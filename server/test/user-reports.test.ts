import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  BLOCK_MESSAGES,
  REPORT_MESSAGES,
  USER_REPORT_MESSAGES,
  userReportDtoSchema,
} from 'shared-api/schemas';
import { clearUserReports, openUserReports } from '../src/reports/user-moderation';
import { formatUserReports } from '../src/reports/user-moderation-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// Reporting a person from a chat: stored once per reporter and person, shown to the moderators by
// the moderation CLI (its text comes from formatUserReports) with the person and the conversation.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let n = 0;
async function person(name?: string): Promise<TestUser> {
  n++;
  const u = { uid: `rep-${n}`, email: `rep${n}@example.com`, name: name ?? `Person ${n}` };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}
async function chat(lister: TestUser, writer: TestUser) {
  const { id: listing } = await t.createListing(lister);
  const started = await t.request({
    method: 'POST',
    url: `/api/listings/${listing}/conversation`,
    as: writer,
  });
  return started.json<{ conversationID: number }>().conversationID;
}
const report = (as: TestUser | undefined, uid: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(uid)}/reports`,
    as,
    payload: payload as object,
  });

describe('reporting a person', () => {
  it('stores the report with its conversation; the moderation CLI lists it', async () => {
    const [lister, scammer] = [await person('Lee Lister'), await person('Sam Scammer')];
    const conversationID = await chat(lister, scammer);
    const res = await report(lister, scammer.uid, {
      reason: 'scam',
      text: '  Asked for a Zelle deposit before any viewing.  ',
      conversationID,
    });
    expect(res.statusCode).toBe(201);
    expect(userReportDtoSchema.parse(res.json())).toMatchObject({
      reportedFirebaseUid: scammer.uid,
      conversationID,
      reason: 'scam',
      text: 'Asked for a Zelle deposit before any viewing.',
      alreadyReported: false,
    });

    const open = await openUserReports(t.app.ctx.db);
    const entry = open.find((u) => u.firebaseUid === scammer.uid);
    expect(entry).toMatchObject({ name: 'Sam Scammer', openReports: 1 });
    const lines = await formatUserReports(t.app.ctx.db);
    expect(lines[0]).toBe('Reported people:');
    expect(lines.join('\n')).toContain(`"Sam Scammer" (${scammer.uid}): 1 open`);
    expect(lines.join('\n')).toContain(
      `- scam: Asked for a Zelle deposit before any viewing. (by user `,
    );
    expect(lines.join('\n')).toContain(`conversation ${conversationID})`);

    // Reviewed: off the list, the row kept.
    expect(await clearUserReports(t.app.ctx.db, entry?.userId ?? 0)).toBe(1);
    expect((await openUserReports(t.app.ctx.db)).some((u) => u.firebaseUid === scammer.uid)).toBe(
      false,
    );
  });

  it('is one report per person: a second one answers the first (200)', async () => {
    const [a, b] = [await person(), await person()];
    expect((await report(a, b.uid, { reason: 'spam' })).statusCode).toBe(201);
    const again = await report(a, b.uid, { reason: 'harassment', text: 'More of it' });
    expect(again.statusCode).toBe(200);
    expect(userReportDtoSchema.parse(again.json())).toMatchObject({
      reason: 'spam',
      conversationID: null,
      alreadyReported: true,
    });
  });

  it('refuses oneself, unknown people, bad bodies and chats that are not between the two', async () => {
    const [me, them, stranger] = [await person(), await person(), await person()];
    const cases: [TestUser | undefined, string, unknown, number, string][] = [
      [undefined, them.uid, { reason: 'scam' }, 401, API_MESSAGES.notAuthenticated],
      [me, me.uid, { reason: 'scam' }, 400, USER_REPORT_MESSAGES.self],
      [me, 'nobody-has-this-uid', { reason: 'scam' }, 404, BLOCK_MESSAGES.userNotFound],
      [me, them.uid, {}, 400, REPORT_MESSAGES.reason],
      [me, them.uid, { reason: 'unavailable' }, 400, REPORT_MESSAGES.reason],
      [me, them.uid, { reason: 'other', text: '   ' }, 400, REPORT_MESSAGES.textRequired],
      [me, them.uid, { reason: 'scam', text: 'x'.repeat(501) }, 400, REPORT_MESSAGES.textMax],
      [
        me,
        them.uid,
        { reason: 'scam', conversationID: 999999 },
        404,
        API_MESSAGES.conversationNotFound,
      ],
    ];
    for (const [as, uid, body, status, error] of cases) {
      const res = await report(as, uid, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ error });
    }
    // A chat between them and someone else is not the caller's to name.
    const theirs = await chat(them, stranger);
    const res = await report(me, them.uid, { reason: 'scam', conversationID: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: USER_REPORT_MESSAGES.notInConversation });
    expect((await openUserReports(t.app.ctx.db)).some((u) => u.firebaseUid === them.uid)).toBe(
      false,
    );
  });
});
