import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NEW_MAX,
  savedSearchDtoSchema,
  savedSearchListSchema,
  type SavedSearchDto,
} from 'shared-api/schemas';
import { nowIso } from '../src/db/database';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// Saved searches (docs/decisions/0027-saved-searches-and-alerts.md): CRUD, refusals and new
// matches.
let t: TestApp;
const DAVE: TestUser = { uid: 'dave-uid', email: 'dave@example.com', name: 'Dave' };
const ERIN: TestUser = { uid: 'erin-uid', email: 'erin@example.com', name: 'Erin' };

beforeAll(async () => {
  // One open report hides a listing here, so "hidden" needs one request.
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '1' } });
});
afterAll(() => t?.close());

const URL = '/api/user/saved-searches';
/** Listings created in the same millisecond as a save would not count as after it. */
const tick = () => new Promise((r) => setTimeout(r, 3));

const save = (as: TestUser | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: URL, as, payload: payload as object });
async function saved(as: TestUser, name: string, query: string): Promise<SavedSearchDto> {
  const res = await save(as, { name, query });
  expect(res.statusCode, res.body).toBe(201);
  await tick();
  return savedSearchDtoSchema.parse(res.json());
}
async function list(as: TestUser): Promise<SavedSearchDto[]> {
  const res = await t.request({ method: 'GET', url: URL, as });
  expect(res.statusCode).toBe(200);
  return savedSearchListSchema.parse(res.json());
}
const newIds = async (as: TestUser, id: number | string) =>
  (await list(as)).find((s) => s.id === id)?.newListingIds;

describe('saved searches: create, list, rename, delete', () => {
  it('need a session on every route (401 as everywhere)', async () => {
    const calls = [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, payload: { name: 'a', query: '' } },
      { method: 'PATCH', url: `${URL}/1`, payload: { name: 'a' } },
      { method: 'DELETE', url: `${URL}/1` },
      { method: 'POST', url: `${URL}/1/seen` },
      { method: 'GET', url: '/api/user/saved-search-alerts' },
      { method: 'PUT', url: '/api/user/saved-search-alerts', payload: { email: false } },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: API_MESSAGES.notAuthenticated });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('saves a canonical query with the trimmed name, lastSeenAt now and no new matches', async () => {
    const before = nowIso();
    const s = await saved(
      DAVE,
      '  Fall near campus ',
      '?sort=newest&amenities=Gym,Wifi&term=Fall&utm=x',
    );
    expect(s).toMatchObject({
      name: 'Fall near campus',
      query: 'term=Fall&amenities=Wifi%2CGym',
      newListingIds: [],
    });
    expect(s.createdAt >= before && s.lastSeenAt === s.createdAt).toBe(true);
  });

  it('refuses a bad body with the schema’s words (400)', async () => {
    expect((await save(DAVE, { name: '   ', query: '' })).json()).toMatchObject({
      error: SAVED_SEARCH_MESSAGES.nameRequired,
    });
    const long = await save(DAVE, { name: 'x'.repeat(61), query: '' });
    expect([long.statusCode, long.json()]).toMatchObject([
      400,
      { error: SAVED_SEARCH_MESSAGES.nameMax },
    ]);
    const q = await save(DAVE, { name: 'a', query: 'x'.repeat(501) });
    expect([q.statusCode, q.json()]).toMatchObject([
      400,
      { error: SAVED_SEARCH_MESSAGES.queryMax },
    ]);
  });

  it('refuses the same view twice, whatever order or extras its query has (409)', async () => {
    await saved(ERIN, 'Cheap', 'maxPrice=800&roommates=1');
    const again = await save(ERIN, {
      name: 'Other name',
      query: 'roommates=1&maxPrice=800&sort=newest&x=1',
    });
    expect([again.statusCode, again.json()]).toMatchObject([
      409,
      { error: SAVED_SEARCH_MESSAGES.duplicate },
    ]);
    // Another user may save the same query.
    await saved(CAROL, 'Cheap too', 'maxPrice=800&roommates=1');
  });

  it('lists newest first, and refuses the 21st (409) but still says "duplicate" for a repeat', async () => {
    const USER: TestUser = { uid: 'many-uid', email: 'many@example.com' };
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) await saved(USER, `s${i}`, `minPrice=${i * 50}`);
    const all = await list(USER);
    expect(all.map((s) => s.name)).toEqual(
      Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => `s${SAVED_SEARCHES_MAX - 1 - i}`),
    );
    const more = await save(USER, { name: 'one more', query: 'term=Spring' });
    expect([more.statusCode, more.json()]).toMatchObject([
      409,
      { error: SAVED_SEARCH_MESSAGES.tooMany },
    ]);
    const dup = await save(USER, { name: 'dup', query: 'minPrice=50' });
    expect([dup.statusCode, dup.json()]).toMatchObject([
      409,
      { error: SAVED_SEARCH_MESSAGES.duplicate },
    ]);
    // Deleting one makes room again.
    const del = await t.request({ method: 'DELETE', url: `${URL}/${all[0]?.id}`, as: USER });
    expect(del.statusCode).toBe(204);
    expect((await save(USER, { name: 'one more', query: 'term=Spring' })).statusCode).toBe(201);
  });

  it('renames (200, trimmed), and answers 404 for a missing id or someone else’s search', async () => {
    const s = await saved(DAVE, 'Old', 'term=Spring');
    const res = await t.request({
      method: 'PATCH',
      url: `${URL}/${s.id}`,
      as: DAVE,
      payload: { name: ' New ' },
    });
    expect(res.statusCode).toBe(200);
    expect(savedSearchDtoSchema.parse(res.json())).toMatchObject({
      id: s.id,
      name: 'New',
      query: 'term=Spring',
    });
    expect((await list(DAVE)).find((x) => x.id === s.id)?.name).toBe('New');
    const bad = await t.request({
      method: 'PATCH',
      url: `${URL}/${s.id}`,
      as: DAVE,
      payload: { name: '' },
    });
    expect([bad.statusCode, bad.json()]).toMatchObject([
      400,
      { error: SAVED_SEARCH_MESSAGES.nameRequired },
    ]);

    const notFound = { error: SAVED_SEARCH_MESSAGES.notFound };
    for (const [method, url, payload] of [
      ['PATCH', `${URL}/${s.id}`, { name: 'Mine now' }],
      ['DELETE', `${URL}/${s.id}`, undefined],
      ['POST', `${URL}/${s.id}/seen`, undefined],
      ['PATCH', `${URL}/999999`, { name: 'x' }],
      ['DELETE', `${URL}/999999`, undefined],
      ['POST', `${URL}/999999/seen`, undefined],
      ['DELETE', `${URL}/abc`, undefined],
    ] as const) {
      const as = url.includes(String(s.id)) ? BOB : DAVE;
      const r = await t.request({ method, url, as, ...(payload ? { payload } : {}) });
      expect([r.statusCode, r.json()], `${method} ${url}`).toMatchObject([404, notFound]);
    }
    // Bob's attempts changed nothing.
    expect((await list(DAVE)).find((x) => x.id === s.id)?.name).toBe('New');
    const del = await t.request({ method: 'DELETE', url: `${URL}/${s.id}`, as: DAVE });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await list(DAVE)).some((x) => x.id === s.id)).toBe(false);
  });
});

describe('new matches', () => {
  it('are listings posted after lastSeenAt that match, newest first, not the owner’s own', async () => {
    const FAN: TestUser = { uid: 'fan-uid', email: 'fan@example.com' };
    const s = await saved(
      FAN,
      'Fall, 1 roommate, under 1000',
      'term=Fall&maxPrice=1000&roommates=1&amenities=Wifi',
    );
    const a = await t.createListing(ALICE, { rent: 950 });
    await t.createListing(ALICE, { rent: 1200 }); // too dear
    await t.createListing(ALICE, { roommates: 2 }); // wrong roommates
    await t.createListing(ALICE, { amenities: ['Furnished'] }); // no Wifi
    // A stored row without a known term (older data): its start month decides, as in the list
    // (deriveSemester): September is Fall, June is Summer.
    const b = await t.createListing(BOB, { term: 'Spring', startDate: '2099-09-01' });
    const june = await t.createListing(BOB, { term: 'Fall', startDate: '2099-06-01' });
    await t.app.ctx.db.kysely
      .updateTable('listings')
      .set({ term: '' })
      .where('id', 'in', [b.id, june.id])
      .execute();
    await t.createListing(FAN, { rent: 900 }); // the owner's own
    expect(await newIds(FAN, s.id)).toEqual([b.id, a.id]);
    // Older listings (before the save) never count, and the other searches have their own answers.
    const all = await saved(FAN, 'Everything', '');
    expect(all.newListingIds).toEqual([]);
  });

  it('leave out listings hidden by reports and ones no longer in the list', async () => {
    const WATCHER: TestUser = { uid: 'watch-uid', email: 'watch@example.com' };
    const s = await saved(WATCHER, 'Spring', 'term=Spring');
    const shown = await t.createListing(ALICE, {
      term: 'Spring',
      startDate: '2099-01-10',
      endDate: '2099-05-10',
    });
    const reported = await t.createListing(ALICE, {
      term: 'Spring',
      startDate: '2099-01-10',
      endDate: '2099-05-10',
    });
    const rented = await t.createListing(ALICE, {
      term: 'Spring',
      startDate: '2099-01-10',
      endDate: '2099-05-10',
    });
    expect(await newIds(WATCHER, s.id)).toEqual([rented.id, reported.id, shown.id]);
    const r = await t.request({
      method: 'POST',
      url: `/api/listings/${reported.id}/reports`,
      as: CAROL,
      payload: { reason: 'scam' },
    });
    expect(r.statusCode).toBe(201);
    await t.app.ctx.db.kysely
      .updateTable('listings')
      .set({ status: 'RENTED' })
      .where('id', '=', rented.id)
      .execute();
    expect(await newIds(WATCHER, s.id)).toEqual([shown.id]);
  });

  it('start again from now when the search is opened (seen)', async () => {
    const OPENER: TestUser = { uid: 'open-uid', email: 'open@example.com' };
    const s = await saved(OPENER, 'Summer', 'term=Summer');
    const first = await t.createListing(ALICE, {
      term: 'Summer',
      startDate: '2099-06-01',
      endDate: '2099-08-01',
    });
    expect(await newIds(OPENER, s.id)).toEqual([first.id]);
    const seen = await t.request({ method: 'POST', url: `${URL}/${s.id}/seen`, as: OPENER });
    expect(seen.statusCode).toBe(200);
    const dto = savedSearchDtoSchema.parse(seen.json());
    expect(dto.newListingIds).toEqual([]);
    expect(dto.lastSeenAt > s.lastSeenAt).toBe(true);
    expect(await newIds(OPENER, s.id)).toEqual([]);
    await tick();
    const second = await t.createListing(ALICE, {
      term: 'Summer',
      startDate: '2099-06-01',
      endDate: '2099-08-01',
    });
    expect(await newIds(OPENER, s.id)).toEqual([second.id]);
  });

  it(`report at most ${SAVED_SEARCH_NEW_MAX} ids, the newest`, async () => {
    const MANY: TestUser = { uid: 'cap-uid', email: 'cap@example.com' };
    const s = await saved(MANY, 'Academic year', 'term=Academic+Year');
    const { id: template } = await t.createListing(ALICE, { term: 'Academic Year' });
    const row = await t.app.ctx.db.kysely
      .selectFrom('listings')
      .selectAll()
      .where('id', '=', template)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = row;
    const base = Date.now() + 1000;
    const rows = Array.from({ length: SAVED_SEARCH_NEW_MAX + 5 }, (_, i) => ({
      ...columns,
      created_at: new Date(base + i).toISOString(),
    }));
    const inserted = await t.app.ctx.db.kysely
      .insertInto('listings')
      .values(rows)
      .returning('id')
      .execute();
    const ids = await newIds(MANY, s.id);
    expect(ids).toHaveLength(SAVED_SEARCH_NEW_MAX);
    expect(ids).toEqual(
      inserted
        .map((r) => r.id)
        .reverse()
        .slice(0, SAVED_SEARCH_NEW_MAX),
    );
  });
});

describe('cross-origin (dev servers)', () => {
  it('allows PATCH in a preflight, for the rename', async () => {
    const res = await t.request({
      method: 'OPTIONS',
      url: `${URL}/1`,
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PATCH' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
  });
});

describe('alerts setting', () => {
  it('is e-mail on by default, and PUT changes it (400 for a bad body)', async () => {
    const URL_ALERTS = '/api/user/saved-search-alerts';
    const get = () => t.request({ method: 'GET', url: URL_ALERTS, as: ERIN });
    expect((await get()).json()).toEqual({ email: true });
    const off = await t.request({
      method: 'PUT',
      url: URL_ALERTS,
      as: ERIN,
      payload: { email: false },
    });
    expect([off.statusCode, off.json()]).toEqual([200, { email: false }]);
    expect((await get()).json()).toEqual({ email: false });
    const bad = await t.request({
      method: 'PUT',
      url: URL_ALERTS,
      as: ERIN,
      payload: { email: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await get()).json()).toEqual({ email: false });
    await t.request({ method: 'PUT', url: URL_ALERTS, as: ERIN, payload: { email: true } });
    expect((await get()).json()).toEqual({ email: true });
  });
});
