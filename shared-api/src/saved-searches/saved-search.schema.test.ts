import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_MESSAGES,
  canonicalSearchQuery,
  createSavedSearchSchema,
  renameSavedSearchSchema,
} from './saved-search.schema';

describe('saved search bodies (issue 15 §2)', () => {
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
});
