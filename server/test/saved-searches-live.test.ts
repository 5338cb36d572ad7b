import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openStream, type OpenStream } from './helpers/event-stream';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, tokenFor, type TestUser } from './helpers/test-verifier';

// Saved searches, live: `{ type: 'saved-searches' }` to the owner's other tabs on every change, and
// to every user with a matching saved search when a listing is posted (never to the poster). Over
// real HTTP; on PostgreSQL also from one instance to a stream on another (LISTEN/NOTIFY).
let t: TestApp;
let base: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

async function stream(as: TestUser, origin = base) {
  const s = await openStream(`${origin}/api/events`, tokenFor(as));
  opened.push(s);
  await s.next('ready');
  return s;
}
const URL = '/api/user/saved-searches';
const save = async (as: TestUser, name: string, query: string) => {
  const res = await t.request({ method: 'POST', url: URL, as, payload: { name, query } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
const quiet = () => new Promise((r) => setTimeout(r, 250));
const savedSearchEvents = (s: OpenStream) => s.events.filter((e) => e.type === 'saved-searches');

describe('saved-searches live events', () => {
  it('tell the owner’s streams about each change they make, and no one else', async () => {
    const [mine, other] = [await stream(CAROL), await stream(BOB)];
    const id = await save(CAROL, 'Fall', 'term=Fall');
    expect(await mine.next('saved-searches')).toEqual({});
    for (const [method, url, payload] of [
      ['PATCH', `${URL}/${id}`, { name: 'Fall!' }],
      ['POST', `${URL}/${id}/seen`, undefined],
      ['PUT', '/api/user/saved-search-alerts', { email: false }],
      ['DELETE', `${URL}/${id}`, undefined],
    ] as const) {
      const res = await t.request({ method, url, as: CAROL, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
      expect(await mine.next('saved-searches')).toEqual({});
    }
    // A refused change announces nothing.
    await t.request({ method: 'DELETE', url: `${URL}/${id}`, as: CAROL });
    await quiet();
    expect(savedSearchEvents(mine)).toEqual([]);
    expect(savedSearchEvents(other)).toEqual([]);
    mine.close();
    other.close();
  });

  it('tell owners of matching searches about a new listing — not others, not the poster', async () => {
    const FAN: TestUser = { uid: 'fan-live', email: 'fan-live@example.com' };
    const MISS: TestUser = { uid: 'miss-live', email: 'miss-live@example.com' };
    const [fan, miss, poster] = [await stream(FAN), await stream(MISS), await stream(ALICE)];
    // Each save tells its owner first (on PostgreSQL the notice may come a little later).
    await save(FAN, 'Cheap Fall', 'term=Fall&maxPrice=1000');
    await save(FAN, 'Any Fall', 'term=Fall'); // two matches: still one event
    await save(MISS, 'Spring', 'term=Spring');
    await save(ALICE, 'My own kind', 'term=Fall'); // the poster's own search matches too
    await fan.next('saved-searches');
    await fan.next('saved-searches');
    await miss.next('saved-searches');
    await poster.next('saved-searches');
    await t.createListing(ALICE, { term: 'Fall', rent: 900 });
    expect(await fan.next('saved-searches')).toEqual({});
    await quiet();
    expect(savedSearchEvents(fan)).toEqual([]);
    expect(savedSearchEvents(miss)).toEqual([]);
    expect(savedSearchEvents(poster)).toEqual([]);
    // And the event's promise holds: the list now shows the new match.
    const list = await t.request({ method: 'GET', url: URL, as: FAN });
    expect(
      list.json<{ newListingIds: number[] }[]>().every((s) => s.newListingIds.length === 1),
    ).toBe(true);
    for (const s of [fan, miss, poster]) s.close();
  });
});

// Instances share events only through PostgreSQL (on SQLite one process owns the database).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('a listing posted through one reaches a matching owner’s stream on the other', async () => {
    const origin = await other.listen({ port: 0, host: '127.0.0.1' });
    const FAR: TestUser = { uid: 'far-live', email: 'far-live@example.com' };
    const NOPE: TestUser = { uid: 'nope-live', email: 'nope-live@example.com' };
    const [far, nope] = [await stream(FAR, origin), await stream(NOPE, origin)];
    await save(FAR, 'Summer', 'term=Summer');
    await save(NOPE, 'Spring', 'term=Spring');
    await far.next('saved-searches');
    await nope.next('saved-searches');
    await t.createListing(BOB, { term: 'Summer', startDate: '2099-06-01', endDate: '2099-08-01' });
    expect(await far.next('saved-searches')).toEqual({});
    // And a change made on the other instance reaches a stream on this one.
    const here = await stream(FAR);
    const res = await other.inject({
      method: 'PUT',
      url: '/api/user/saved-search-alerts',
      headers: { authorization: `Bearer ${tokenFor(FAR)}` },
      payload: { email: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await here.next('saved-searches')).toEqual({});
    await quiet();
    expect(savedSearchEvents(nope)).toEqual([]);
    for (const s of [far, nope, here]) s.close();
  });
});
