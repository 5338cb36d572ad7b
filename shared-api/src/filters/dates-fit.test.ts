import { describe, expect, it } from 'vitest';
import { toListings } from '../listings/listing.mappers';
import { DATES_FIT_LISTINGS, DATES_FIT_ORDER, DATES_FIT_QUERY } from '../mocks/dates-fit-cases';
import { makeListingDto } from '../mocks/factories';
import { filtersFromParams } from './filter-params';
import { applyFilters } from './filters';
import { coverLabel, stayFit, stayOf } from './stay';

// The list's side of the shared cases; server/test/saved-searches-dates.test.ts runs the same
// cases through saved-search matching on a real database.
describe('the dates-fit cases in the list', () => {
  // The API answers newest first; the cases are written oldest first.
  const listings = toListings(
    DATES_FIT_LISTINGS.map((c, i) =>
      makeListingDto({
        listingID: i + 1,
        title: c.name,
        startDate: c.startDate,
        endDate: c.endDate,
      }),
    ),
  ).reverse();
  const filters = filtersFromParams(new URLSearchParams(DATES_FIT_QUERY));

  it('shows full covers first, then partial ones, and leaves out the rest', () => {
    expect(applyFilters(listings, filters).map((l) => l.title)).toEqual(DATES_FIT_ORDER);
  });

  it('words what each partial one covers', () => {
    const stay = stayOf(filters);
    expect(stay).not.toBeNull();
    for (const c of DATES_FIT_LISTINGS) {
      const listing = listings.find((l) => l.title === c.name)!;
      const fit = stay && stayFit(listing, stay);
      expect(fit?.kind ?? 'none', c.name).toBe(c.fit);
      expect(fit ? coverLabel(fit) : undefined, c.name).toBe(c.covers);
    }
  });
});
