import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingDto } from 'shared-api/schemas';
import { buildApp } from '../src/app';
import { STALE_LINK_PAGES } from '../src/stale-listings/stale-links.routes';
import { runStaleListings } from '../src/stale-listings/stale-listings-job';
import { validListing } from './helpers/fixtures';
import { multipart } from './helpers/multipart';
import { mailBody, mailHeader, startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { BOB, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, type TestUser } from './helpers/test-verifier';

// 'Still available?': a listing not updated for 14 days asks its lister (app and one e-mail with
// signed, expiring, single-use links); unanswered for 7 more days it is hidden as stale until they
// confirm. The sweep is driven directly with a clock (`runStaleListings(deps, now)`), no timers.
// On SQLite and, under test:postgres, PostgreSQL.
const SITE = 'https://subleases.example';
const DAY = 86_400_000;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'listings@subleases.example',
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

/** A sweep as if `days` had passed since now. */
const runAfter = (days: number, app: FastifyInstance = t.app) =>
  runStaleListings(app.ctx.staleListings, new Date(Date.now() + days * DAY));

let n = 0;
async function lister(opts: Partial<TestUser> = {}): Promise<TestUser> {
  n++;
  const u: TestUser = {
    uid: `stale-${n}`,
    email: `lister${n}@wisc.edu`,
    name: `Lister ${n}`,
    emailVerified: true,
    ...opts,
  };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}
const mailsTo = (u: TestUser) => smtp.received.filter((m) => m.to.includes(`<${u.email}>`));
const linkIn = (data: string, label: string) =>
  new RegExp(`${label}: (\\S+)`).exec(mailBody(data))?.[1] ?? '';
const open = (url: string) => t.request({ method: 'GET', url: url.replace(SITE, '') });
const publicIds = async () =>
  (await t.request({ method: 'GET', url: '/api/listings' }))
    .json<ListingDto[]>()
    .map((l) => l.listingID);
const own = async (u: TestUser, id: number) =>
  (await t.request({ method: 'GET', url: '/api/user/listings', as: u }))
    .json<ListingDto[]>()
    .find((l) => l.listingID === id);
const setStatus = (id: number, status: string, as: TestUser) =>
  t.request({ method: 'PUT', url: `/api/listings/${id}/status`, as, payload: { status } });

/**
 * Only this test's listing is due: every other one counts as confirmed after the latest clock
 * these tests run (the sweeps run up to 23 days ahead).
 */
async function onlyDue(id: number) {
  await t.app.ctx.db.kysely
    .updateTable('listings')
    .set({ updated_at: new Date(Date.now() + 60 * DAY).toISOString(), stale_asked_at: null })
    .where('id', '!=', id)
    .execute();
}

describe("'Still available?'", () => {
  it('asks after 14 days, not before: one e-mail with both links, and in the lister’s own reads only', async () => {
    const u = await lister();
    const { id } = await t.createListing(u, { title: 'Sunny studio on Langdon' });
    await onlyDue(id);

    expect((await runAfter(13)).asked).toBe(0);
    expect((await own(u, id))?.askedStillAvailable).toBe(false);

    expect((await runAfter(15)).asked).toBe(1);
    const [mail] = mailsTo(u);
    const data = mail?.data ?? '';
    expect(mailHeader(data, 'Subject')).toBe('Still available? Sunny studio on Langdon');
    expect(mailBody(data)).toContain('Is your listing "Sunny studio on Langdon" still available?');
    expect(linkIn(data, 'Yes, still available')).toMatch(
      new RegExp(`^${SITE}/api/listings/still-available\\?token=`),
    );
    expect(linkIn(data, "It's taken")).toMatch(/still-available\?token=/);
    expect((await own(u, id))?.askedStillAvailable).toBe(true);
    // Still listed while it asks; the public reads carry no bookkeeping.
    expect(await publicIds()).toContain(id);
    const page = (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json<
      Record<string, unknown>
    >();
    expect(page.status).toBe('AVAILABLE');
    expect(page).not.toHaveProperty('askedStillAvailable');

    // One mail per ask, however many runs.
    expect((await runAfter(16)).asked).toBe(0);
    expect(mailsTo(u)).toHaveLength(1);
  });

  it('hides an unanswered listing 7 days after asking, like a taken one; confirming in the app shows it again and restarts the clock', async () => {
    const u = await lister();
    const watcher = await lister();
    const search = await t.request({
      method: 'POST',
      url: '/api/user/saved-searches',
      as: watcher,
      payload: { name: 'Everything', query: '' },
    });
    const searchId = search.json<{ id: number }>().id;
    const newMatches = async () =>
      (await t.request({ method: 'GET', url: '/api/user/saved-searches', as: watcher }))
        .json<{ id: number; newListingIds: number[] }[]>()
        .find((x) => x.id === searchId)?.newListingIds;
    await new Promise((r) => setTimeout(r, 3));
    const { id } = await t.createListing(u, { title: 'Quiet room near Bascom' });
    await onlyDue(id);
    await runAfter(15);
    expect((await runAfter(15 + 6)).hidden).toBe(0);
    expect(await publicIds()).toContain(id);
    expect(await newMatches()).toContain(id);

    expect((await runAfter(15 + 8)).hidden).toBe(1);
    expect(await publicIds()).not.toContain(id);
    // Out of saved-search matches (and so the live 'new match' counts), like a taken one.
    expect(await newMatches()).not.toContain(id);
    const page = await t.request({ method: 'GET', url: `/api/listings/${id}/details` });
    expect(page.json()).toMatchObject({ listingID: id, status: 'STALE' });
    expect((await own(u, id))?.status).toBe('STALE');
    // Nobody new starts a conversation about it.
    const start = await t.request({
      method: 'POST',
      url: `/api/listings/${id}/conversation`,
      as: BOB,
    });
    expect(start.statusCode).toBe(409);

    // Only the owner confirms.
    const other = await setStatus(id, 'AVAILABLE', BOB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'Only the owner can edit this listing' });
    expect(await publicIds()).not.toContain(id);
    const bad = await setStatus(id, 'STALE', u);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Please choose Available or Taken' });

    expect((await setStatus(id, 'AVAILABLE', u)).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    expect(await own(u, id)).toMatchObject({ status: 'AVAILABLE', askedStillAvailable: false });
    expect((await runAfter(13)).asked).toBe(0);
    expect((await runAfter(15)).asked).toBe(1);
  });

  it('counts an edit as confirming: the ask closes and a hidden listing is back', async () => {
    const u = await lister();
    const { id } = await t.createListing(u, { title: 'Edited after hiding' });
    await onlyDue(id);
    await runAfter(15);
    await runAfter(23);
    expect(await publicIds()).not.toContain(id);
    const edit = await t.request({
      method: 'PUT',
      url: '/api/listing',
      as: u,
      ...multipart([
        {
          name: 'listing',
          value: JSON.stringify(
            validListing({ listingID: id, title: 'Edited after hiding, again' }),
          ),
          filename: 'blob',
          contentType: 'application/json',
        },
      ]),
    });
    expect(edit.statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    expect(await own(u, id)).toMatchObject({ status: 'AVAILABLE', askedStillAvailable: false });
  });

  it('never mails an unverified address, but still asks in the app', async () => {
    const u = await lister({ emailVerified: false });
    const { id } = await t.createListing(u);
    await onlyDue(id);
    expect((await runAfter(15)).asked).toBe(1);
    expect(mailsTo(u)).toHaveLength(0);
    expect((await own(u, id))?.askedStillAvailable).toBe(true);
  });
});

describe('the e-mail’s links', () => {
  async function asked(title: string) {
    const u = await lister();
    const { id } = await t.createListing(u, { title });
    await onlyDue(id);
    await runAfter(15);
    const data = mailsTo(u)[0]?.data ?? '';
    return { u, id, yes: linkIn(data, 'Yes, still available'), taken: linkIn(data, "It's taken") };
  }

  it("'Yes, still available' confirms once; the replay and its sibling change nothing", async () => {
    const { u, id, yes, taken } = await asked('Confirmed from the mail');
    const res = await open(yes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(STALE_LINK_PAGES.available.title);
    expect(await own(u, id)).toMatchObject({ status: 'AVAILABLE', askedStillAvailable: false });

    const replay = await open(yes);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain('Link already used');
    expect((await open(taken)).statusCode).toBe(409);
    expect((await own(u, id))?.status).toBe('AVAILABLE');
  });

  it("'It's taken' marks it taken (it leaves the list); confirming a hidden one brings it back", async () => {
    const first = await asked('Taken from the mail');
    const res = await open(first.taken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Marked as taken');
    expect((await own(first.u, first.id))?.status).toBe('TAKEN');
    expect(await publicIds()).not.toContain(first.id);

    const second = await asked('Hidden, then confirmed from the mail');
    await runAfter(23);
    expect(await publicIds()).not.toContain(second.id);
    expect((await open(second.yes)).statusCode).toBe(200);
    expect(await publicIds()).toContain(second.id);
  });

  it('refuses an expired link and changes nothing', async () => {
    const u = await lister();
    const { id } = await t.createListing(u, { title: 'Asked long ago' });
    await onlyDue(id);
    await t.app.ctx.db.kysely
      .updateTable('listings')
      .set({ updated_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    // Asked 20 days ago: its links lived 14 days (twice the time to hiding).
    await runAfter(-20);
    const yes = linkIn(mailsTo(u)[0]?.data ?? '', 'Yes, still available');
    const res = await open(yes);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Link expired');
    expect((await own(u, id))?.askedStillAvailable).toBe(true);
  });

  it('refuses forged and malformed links', async () => {
    const { u, id, yes } = await asked('Not forgeable');
    const token = decodeURIComponent(yes.split('token=')[1] ?? '');
    const [, answer, askedAt, mac] = token.split('.');
    const forged = [
      `${id + 1}.${answer}.${askedAt}.${mac}`, // another listing
      `${id}.t.${askedAt}.${mac}`, // the other answer
      `${id}.${answer}.${Number(askedAt) + 1}.${mac}`, // another ask
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      '',
      'x'.repeat(5000),
    ];
    for (const f of forged) {
      const res = await t.request({
        method: 'GET',
        url: `/api/listings/still-available?token=${encodeURIComponent(f)}`,
      });
      expect(res.statusCode, f).toBe(400);
      expect(res.body).toContain('Link not valid');
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/listings/still-available' })).statusCode,
    ).toBe(400);
    expect(await own(u, id)).toMatchObject({ status: 'AVAILABLE', askedStillAvailable: true });
  });
});

// Several instances on one database exist only with PostgreSQL (one process owns a SQLite file).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('ask each listing once and mail it once, however their runs interleave', async () => {
    const listers: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await lister();
      await t.createListing(u, { title: `Two instances ${i}` });
      listers.push(u);
    }
    await t.app.ctx.db.kysely.updateTable('listings').set({ stale_asked_at: null }).execute();
    const runs = await Promise.all([
      runAfter(15),
      runAfter(15, other),
      runAfter(15),
      runAfter(15, other),
    ]);
    const total = await t.app.ctx.db.kysely
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('stale_asked_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(runs.reduce((sum, r) => sum + r.asked, 0)).toBe(Number(total.n));
    for (const u of listers) expect(mailsTo(u)).toHaveLength(1);
  });
});
