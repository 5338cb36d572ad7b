import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_MESSAGES,
  canonicalSearchQuery,
  createSavedSearchSchema,
  renameSavedSearchSchema,
} from './saved-search.schema';
import { describeSearch } from './saved-search.summary';

describe('saved search bodies', () => {
  it('keeps only the filters and sort, in the canonical order, defaults omitted', () => {
    expect(canonicalSearchQuery('amenities=Gym,Wifi&utm=x&term=Fall&minPrice=0&sort=newest')).toBe(
      'term=Fall&amenities=Wifi%2CGym',
    );
    expect(canonicalSearchQuery('')).toBe('');
    // The phone's map view (mf-listings) is how the results are shown, not which: never saved.
    expect(canonicalSearchQuery('view=map&term=Fall&search=7')).toBe('term=Fall');
  });

  it('trims the name and canonicalises the query, with or without ?', () => {
    const parsed = createSavedSearchSchema.parse({
      name: '  Fall near campus ',
      query: '?term=Fall',
    });
    expect(parsed).toEqual({ name: 'Fall near campus', query: 'term=Fall' });
  });

  it('refuses an empty or too long name with the words the dialog shows', () => {
    const empty = renameSavedSearchSchema.safeParse({ name: '   ' });
    expect(empty.error?.issues[0]?.message).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    const long = createSavedSearchSchema.safeParse({ name: 'x'.repeat(61), query: '' });
    expect(long.error?.issues[0]?.message).toBe(SAVED_SEARCH_MESSAGES.nameMax);
  });

  it('refuses a query longer than any filter set makes', () => {
    const r = createSavedSearchSchema.safeParse({ name: 'a', query: 'x'.repeat(501) });
    expect(r.error?.issues[0]?.message).toBe(SAVED_SEARCH_MESSAGES.queryMax);
  });

  it('keeps dates that apply and refuses any other dates with the reason', () => {
    const ok = createSavedSearchSchema.parse({
      name: 'Fall stay',
      query: '?moveOut=2026-12-15&moveIn=2026-09-01',
    });
    expect(ok.query).toBe('moveIn=2026-09-01&moveOut=2026-12-15');
    for (const query of [
      'moveIn=2026-12-15&moveOut=2026-09-01',
      'moveIn=2026-09-01&moveOut=2026-09-01',
      'moveIn=2026-09-01',
      'moveOut=2026-09-01',
      'moveIn=2026-02-30&moveOut=2026-12-15',
      'moveIn=2026-09-01&moveOut=' + '9'.repeat(300),
    ]) {
      const r = createSavedSearchSchema.safeParse({ name: 'a', query });
      expect(r.error?.issues[0]?.message, query).toBe(SAVED_SEARCH_MESSAGES.dates);
    }
  });
});

describe('describeSearch with dates', () => {
  it('names the stay with its year, after the other filters', () => {
    expect(describeSearch('term=Fall&moveIn=2026-09-01&moveOut=2026-12-15')).toBe(
      'Fall · Sep 1 – Dec 15, 2026',
    );
    expect(describeSearch('moveIn=2026-12-20&moveOut=2027-01-05')).toBe(
      'Dec 20, 2026 – Jan 5, 2027',
    );
  });
});
