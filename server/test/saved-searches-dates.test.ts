import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_MESSAGES,
  savedSearchDtoSchema,
  savedSearchListSchema,
} from 'shared-api/schemas';
import { DATES_FIT_LISTINGS, DATES_FIT_QUERY } from 'shared-api/mocks/dates-fit-cases';
import { ALICE, createTestApp, type TestApp } from './helpers/test-app';
import type { TestUser } from './helpers/test-verifier';

// A saved search with the student's dates matches only listings that share a night with the
// stay: the same cases as the list (shared-api's filters/dates-fit.test.ts), on a real database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const URL = '/api/user/saved-searches';
const STUDENT: TestUser = { uid: 'stay-uid', email: 'stay@example.com', name: 'Stay' };
const tick = () => new Promise((r) => setTimeout(r, 3));

describe('saved searches with dates', () => {
  it('keeps the dates and counts only listings that overlap the stay as new', async () => {
    const res = await t.request({
      method: 'POST',
      url: URL,
      as: STUDENT,
      payload: { name: 'Spring stay', query: `?term=Spring&${DATES_FIT_QUERY}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const search = savedSearchDtoSchema.parse(res.json());
    expect(search.query).toBe(`term=Spring&${DATES_FIT_QUERY}`);
    await tick();

    const ids = new Map<string, number>();
    for (const c of DATES_FIT_LISTINGS) {
      const { id } = await t.createListing(ALICE, {
        title: c.name,
        term: 'Spring',
        startDate: c.startDate,
        endDate: c.endDate,
      });
      ids.set(c.name, id);
    }
    // Overlapping, but the wrong term: the other filters still apply.
    await t.createListing(ALICE, { term: 'Fall', startDate: '2099-03-01', endDate: '2099-06-15' });

    const list = await t.request({ method: 'GET', url: URL, as: STUDENT });
    const found = savedSearchListSchema.parse(list.json()).find((s) => s.id === search.id);
    const expected = DATES_FIT_LISTINGS.filter((c) => c.fit !== 'none')
      .map((c) => ids.get(c.name))
      .sort((a, b) => b! - a!);
    expect(found?.newListingIds).toEqual(expected);
  });

  it('refuses dates that do not apply with the reason (400)', async () => {
    for (const query of [
      'moveIn=2099-06-15&moveOut=2099-03-01',
      'moveIn=2099-03-01',
      'moveIn=2099-02-30&moveOut=2099-06-15',
      'moveIn=yesterday&moveOut=2099-06-15',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: URL,
        as: STUDENT,
        payload: { name: 'Odd dates', query },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: SAVED_SEARCH_MESSAGES.dates });
    }
  });
});
