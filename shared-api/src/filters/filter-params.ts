import {
  DEFAULT_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  ROOMMATES_ANY,
  ROOMMATES_MAX,
  SORT_KEYS,
  isAmenity,
  type ListingFilters,
  type SortKey,
} from './filters';
import { AMENITIES, isTerm } from '../listings/listing-terms';
import { isoDay, stayOf } from './stay';

/**
 * The filters live in the query string so a filtered view can be shared, reloaded and left with the
 * back button. Only values that differ from the defaults are written, so /listings stays clean, and
 * anything unreadable falls back to its default instead of failing.
 */
export const PARAM = {
  term: 'term',
  min: 'minPrice',
  max: 'maxPrice',
  roommates: 'roommates',
  amenities: 'amenities',
  sort: 'sort',
  moveIn: 'moveIn',
  moveOut: 'moveOut',
} as const;

const snap = (n: number) =>
  Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / PRICE_STEP) * PRICE_STEP));

/** The handles stay at least one step apart, in order, on the 0–3000 grid. */
export function normalisePriceRange(min: number, max: number): [number, number] {
  let lo = snap(Math.min(min, max));
  let hi = snap(Math.max(min, max));
  if (hi - lo < PRICE_STEP) {
    if (hi + PRICE_STEP <= PRICE_MAX) hi = lo + PRICE_STEP;
    else lo = hi - PRICE_STEP;
  }
  return [lo, hi];
}

const intParam = (v: string | null) => (v !== null && /^-?\d+$/.test(v) ? Number(v) : null);

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const term = params.get(PARAM.term) ?? '';
  const min = intParam(params.get(PARAM.min)) ?? PRICE_MIN;
  const max = intParam(params.get(PARAM.max)) ?? PRICE_MAX;
  const roommates = intParam(params.get(PARAM.roommates));
  const picked = new Set(
    (params.get(PARAM.amenities) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(isAmenity),
  );
  const sort = params.get(PARAM.sort) ?? '';
  return {
    term: isTerm(term) ? term : '',
    priceRange: normalisePriceRange(min, max),
    roommates:
      roommates !== null && roommates >= 0 ? Math.min(roommates, ROOMMATES_MAX) : ROOMMATES_ANY,
    // Canonical order, so the same selection always makes the same URL.
    amenities: AMENITIES.filter((a) => picked.has(a)),
    sort: (SORT_KEYS as readonly string[]).includes(sort)
      ? (sort as SortKey)
      : DEFAULT_FILTERS.sort,
    // A date that is not a real day is dropped (stayParamsIssue says so in the bar).
    moveIn: isoDay(params.get(PARAM.moveIn)) ?? '',
    moveOut: isoDay(params.get(PARAM.moveOut)) ?? '',
  };
}

/** Writes the filters into `base` (keeping unrelated params) and returns a new object. */
export function filtersToParams(f: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(base);
  Object.values(PARAM).forEach((k) => p.delete(k));
  if (f.term) p.set(PARAM.term, f.term);
  if (f.priceRange[0] !== PRICE_MIN) p.set(PARAM.min, String(f.priceRange[0]));
  if (f.priceRange[1] !== PRICE_MAX) p.set(PARAM.max, String(f.priceRange[1]));
  if (f.roommates !== ROOMMATES_ANY) p.set(PARAM.roommates, String(f.roommates));
  if (f.amenities.length) {
    const picked = new Set<string>(f.amenities);
    p.set(PARAM.amenities, AMENITIES.filter((a) => picked.has(a)).join(','));
  }
  if (f.sort !== DEFAULT_FILTERS.sort) p.set(PARAM.sort, f.sort);
  // Half-set or inverted dates stay in the URL (a reload keeps what the student was typing).
  if (isoDay(f.moveIn)) p.set(PARAM.moveIn, f.moveIn);
  if (isoDay(f.moveOut)) p.set(PARAM.moveOut, f.moveOut);
  return p;
}

/**
 * The canonical query string of a /listings query: unknown params dropped, defaults omitted, the
 * canonical order, and dates only when they apply (both set, move-out after move-in). A saved search
 * stores its filters so: the same view, the same query.
 */
export function canonicalSearchQuery(query: string): string {
  const f = filtersFromParams(new URLSearchParams(query));
  return filtersToParams(stayOf(f) ? f : { ...f, moveIn: '', moveOut: '' }).toString();
}
