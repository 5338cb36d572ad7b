import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runDigest } from '../src/saved-searches/digest';
import { unsubscribeTokens } from '../src/mail/unsubscribe-token';
import { SAVED_SEARCH_UNSUBSCRIBE_TEXT as UNSUBSCRIBE_TEXT } from '../src/saved-searches/saved-searches.routes';
import { readOrCreateSecret } from '../src/storage/signed-links';
import { mailBody, mailHeader, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { ALICE, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, type TestUser } from './helpers/test-verifier';

// The saved-search e-mail digest, through nodemailer to an in-process SMTP server; the job is
// driven directly (`runDigest(deps, now)`), no timers. On SQLite and, under test:postgres,
// PostgreSQL.
const SITE = 'https://subleases.example';
const HOUR = 3600_000;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'alerts@subleases.example',
      SMTP_TO: 'team@subleases.example',
      SITE_URL: SITE,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const run = (at: number = Date.now(), app: FastifyInstance = t.app) =>
  runDigest(app.ctx.digest, new Date(at));
const tick = () => new Promise((r) => setTimeout(r, 3));

let n = 0;
/** A signed-in user with a verified address (GET /user copies `email_verified` from the token). */
async function user(opts: Partial<TestUser> = {}): Promise<TestUser> {
  n++;
  const u: TestUser = {
    uid: `digest-${n}`,
    email: `student${n}@wisc.edu`,
    emailVerified: true,
    ...opts,
  };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}
async function save(as: TestUser, name: string, query: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/user/saved-searches',
    as,
    payload: { name, query },
  });
  expect(res.statusCode).toBe(201);
  await tick();
  return res.json<{ id: number }>().id;
}
const mailsTo = (u: TestUser) => smtp.received.filter((m) => m.to.includes(`<${u.email}>`));
const unsubscribeUrl = (data: string) => /To stop them: (\S+)/.exec(mailBody(data))?.[1] ?? '';

describe('saved-search digest', () => {
  it('mails a due user one digest: each search’s new listings, links, and the unsubscribe link', async () => {
    const u = await user();
    const fall = await save(u, 'Fall under $1,000', 'term=Fall&maxPrice=1000');
    const spring = await save(u, 'Spring', 'term=Spring');
    await save(u, 'Summer', 'term=Summer'); // nothing new: not in the mail
    const a = await t.createListing(ALICE, { title: 'Room on Mills Street', rent: 950 });
    const b = await t.createListing(ALICE, {
      title: 'Spring sublet by the lake',
      term: 'Spring',
      rent: 700,
      startDate: '2099-01-10',
      endDate: '2099-05-10',
    });
    await t.createListing(u, { title: 'My own room', rent: 900 }); // own: never mailed

    expect(await run()).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(u);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const data = mail?.data ?? '';
    const body = mailBody(data);
    expect(mail?.from).toBe('<alerts@subleases.example>');
    expect(mailHeader(data, 'Subject')).toBe('2 new listings match your saved searches');
    expect(body).toContain('Fall under $1,000 (1 new)');
    expect(body).toContain(`Room on Mills Street, $950/month: ${SITE}/listings/${a.id}`);
    expect(body).toContain(
      `Open this search: ${SITE}/listings?term=Fall&maxPrice=1000&search=${fall}`,
    );
    expect(body).toContain(`Spring sublet by the lake, $700/month: ${SITE}/listings/${b.id}`);
    expect(body).toContain(`${SITE}/listings?term=Spring&search=${spring}`);
    expect(body).not.toContain('Summer');
    expect(body).not.toContain('My own room');
    const link = unsubscribeUrl(data);
    expect(link).toMatch(new RegExp(`^${SITE}/api/saved-searches/unsubscribe\\?token=`));
    expect(mailHeader(data, 'List-Unsubscribe')).toBe(`<${link}>`);
    expect(mailHeader(data, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('sends at most one per 24 h, and never the same listing twice for a search', async () => {
    const u = await user();
    await save(u, 'Fall', 'term=Fall');
    const first = await t.createListing(ALICE, { title: 'First Fall room' });
    const start = Date.now();
    await run(start);
    expect(mailsTo(u)).toHaveLength(1);
    await tick();
    const second = await t.createListing(ALICE, { title: 'Second Fall room' });
    await run(start + HOUR);
    await run(start + 23 * HOUR);
    expect(mailsTo(u)).toHaveLength(1);
    await run(start + 24 * HOUR + 60_000);
    const mails = mailsTo(u);
    expect(mails).toHaveLength(2);
    const body = mailBody(mails[1]?.data ?? '');
    expect(body).toContain(`/listings/${second.id}`);
    expect(body).not.toContain(`/listings/${first.id}`);
    // Nothing new since: no mail a day later either.
    await run(start + 49 * HOUR);
    expect(mailsTo(u)).toHaveLength(2);
    // A mailed listing can still be deleted (its mail record goes with it).
    const del = await t.request({ method: 'DELETE', url: `/api/listings/${first.id}`, as: ALICE });
    expect(del.statusCode).toBe(204);
  });

  it('mails no one without new matches, with e-mail off, without a verified address, or bouncing', async () => {
    const quiet = await user();
    await save(quiet, 'Summer', 'term=Summer');
    const off = await user();
    await save(off, 'Fall', 'term=Fall');
    const put = await t.request({
      method: 'PUT',
      url: '/api/user/saved-search-alerts',
      as: off,
      payload: { email: false },
    });
    expect(put.statusCode).toBe(200);
    const unverified = await user({ emailVerified: false });
    await save(unverified, 'Fall', 'term=Fall');
    // An address a mail server refused for good (the message e-mail records it) gets nothing.
    const bounced = await user();
    await save(bounced, 'Fall', 'term=Fall');
    await t.app.ctx.db.kysely
      .updateTable('users')
      .set({ email_bounced_at: new Date().toISOString() })
      .where('firebase_uid', '=', bounced.uid)
      .execute();
    await t.createListing(ALICE, { title: 'Another Fall room' });
    await run(Date.now() + 100 * HOUR);
    expect([mailsTo(quiet), mailsTo(off), mailsTo(unverified), mailsTo(bounced)]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    // Once the address changes, the digest finds it again.
    const moved = { ...bounced, email: `moved-${bounced.email}` };
    expect((await t.request({ method: 'GET', url: '/api/user', as: moved })).statusCode).toBe(200);
    await run(Date.now() + 200 * HOUR);
    expect(mailsTo(moved)).toHaveLength(1);
  });

  it('gives the claim back when sending fails, so the next run sends it', async () => {
    const u = await user();
    await save(u, 'Fall', 'term=Fall');
    await t.createListing(ALICE, { title: 'Fall room, retried' });
    const at = Date.now() + 200 * HOUR;
    // Every due user's mail fails in this run (others may be due too).
    smtp.failNext(1000);
    await run(at);
    smtp.failNext(0);
    expect(mailsTo(u)).toEqual([]);
    await run(at + 60_000);
    expect(mailsTo(u)).toHaveLength(1);
    expect(mailBody(mailsTo(u)[0]?.data ?? '')).toContain('Fall room, retried');
  });
});

async function racedUsers() {
  const users = [await user(), await user(), await user()];
  for (const u of users) await save(u, 'Fall', 'term=Fall');
  await t.createListing(ALICE, { title: 'Raced Fall room' });
  return users;
}

it('overlapping runs on one instance send a due user’s digest once', async () => {
  const users = await racedUsers();
  const at = Date.now() + 300 * HOUR;
  await Promise.all([run(at), run(at), run(at)]);
  for (const u of users) expect(mailsTo(u)).toHaveLength(1);
});

// Several instances on one database exist only with PostgreSQL (one process owns a SQLite file).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('send a due user’s digest once, however their runs interleave', async () => {
    const users = await racedUsers();
    const at = Date.now() + 350 * HOUR;
    await Promise.all([run(at), run(at, other), run(at), run(at, other)]);
    for (const u of users) expect(mailsTo(u)).toHaveLength(1);
  });
});

describe('unsubscribe link', () => {
  const alerts = async (u: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/user/saved-search-alerts', as: u })).json<{
      email: boolean;
    }>();

  it('turns e-mail off with a small page; later digests skip the user', async () => {
    const u = await user();
    await save(u, 'Fall', 'term=Fall');
    await t.createListing(ALICE, { title: 'Fall room before unsubscribing' });
    const at = Date.now() + 400 * HOUR;
    await run(at);
    const link = unsubscribeUrl(mailsTo(u)[0]?.data ?? '');
    const res = await t.request({ method: 'GET', url: link.slice(SITE.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(UNSUBSCRIBE_TEXT.done);
    expect(await alerts(u)).toEqual({ email: false });
    await t.createListing(ALICE, { title: 'Fall room after unsubscribing' });
    await run(at + 48 * HOUR);
    expect(mailsTo(u)).toHaveLength(1);
  });

  it('works as RFC 8058 one-click POST', async () => {
    const u = await user();
    const token = unsubscribeTokens(
      t.config.storage.secret ?? readSecret(),
      'saved-search-unsubscribe/v1',
    ).sign(await idOf(u));
    const res = await t.request({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(UNSUBSCRIBE_TEXT.done);
    expect(await alerts(u)).toEqual({ email: false });
  });

  it('refuses a forged, altered or missing token with a 400 page, changing nothing', async () => {
    const victim = await user();
    const id = await idOf(victim);
    const real = unsubscribeTokens(
      t.config.storage.secret ?? readSecret(),
      'saved-search-unsubscribe/v1',
    );
    const good = real.sign(id);
    const forged = unsubscribeTokens(
      'not-the-server-secret-not-the-server-secret',
      'saved-search-unsubscribe/v1',
    ).sign(id);
    const otherUsersMac = `${id}.${real.sign(id + 1).split('.')[1]}`;
    const swap = (c: string | undefined) => (c === 'A' ? 'B' : 'A');
    const mid = good.length - 10;
    const altered = `${good.slice(0, mid)}${swap(good[mid])}${good.slice(mid + 1)}`;
    // The last character's spare bits: another spelling of the same mac is not the token either.
    const respelled = `${good.slice(0, -1)}${swap(good.at(-1))}`;
    const tokens = [forged, otherUsersMac, altered, respelled, String(id), `${good}x`, '', 'x.y'];
    for (const token of tokens) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.request({
          method,
          url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain(UNSUBSCRIBE_TEXT.bad);
      }
    }
    const none = await t.request({ method: 'GET', url: '/api/saved-searches/unsubscribe' });
    expect(none.statusCode).toBe(400);
    expect(await alerts(victim)).toEqual({ email: true });
  });
});

async function idOf(u: TestUser): Promise<number> {
  const row = await t.app.ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('firebase_uid', '=', u.uid)
    .executeTakeFirstOrThrow();
  return row.id;
}
/** The server secret the app signs with (STORAGE_SECRET, else DATA_DIR/storage-secret). */
const readSecret = () => readOrCreateSecret(t.dataDir);
