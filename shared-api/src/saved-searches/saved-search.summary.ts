import {
  DEFAULT_FILTERS,
  filtersFromParams,
  PRICE_MAX,
  PRICE_MIN,
  ROOMMATES_MAX,
  SORT_LABELS,
  formatDayRange,
  stayOf,
} from '../filters';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * A saved search's query in words, in the filter bar's order: 'Fall · $500 – $1,500 · 2 roommates · Sep 1 – Dec 15, 2026',
 * 'All listings' with no filter. The save dialog's default name and the profile row's summary;
 * `withSort` adds a sort other than Newest ('… · Price: Low to High').
 */
export function describeSearch(query: string, withSort = false): string {
  const f = filtersFromParams(new URLSearchParams(query));
  const [min, max] = f.priceRange;
  const n = f.roommates;
  const stay = stayOf(f);
  const parts = [
    f.term,
    min === PRICE_MIN && max === PRICE_MAX
      ? ''
      : `${dollars(min)} – ${dollars(max)}${max === PRICE_MAX ? '+' : ''}`,
    n < 0
      ? ''
      : n === 0
        ? 'No roommates'
        : `${n}${n >= ROOMMATES_MAX ? '+' : ''} roommate${n === 1 ? '' : 's'}`,
    f.amenities.join(', '),
    stay ? formatDayRange(stay.moveIn, stay.moveOut, true) : '',
  ].filter(Boolean);
  const summary = parts.join(' · ') || 'All listings';
  return withSort && f.sort !== DEFAULT_FILTERS.sort
    ? `${summary} · ${SORT_LABELS[f.sort]}`
    : summary;
}
