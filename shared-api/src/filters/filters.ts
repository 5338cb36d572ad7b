import { AMENITIES, type Amenity, type Term } from '../listings/listing-terms';
import { stayFit, stayOf, type DatedListing } from './stay';

/** The price slider. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 3000;
export const PRICE_STEP = 50;

/** -1 is "any"; 4 stands for "4+". */
export const ROOMMATES_ANY = -1;
export const ROOMMATES_MAX = 4;
export const ROOMMATE_OPTIONS = [ROOMMATES_ANY, 0, 1, 2, 3, 4] as const;

export const SORT_KEYS = ['newest', 'price-asc', 'price-desc', 'start-date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'start-date': 'Start Date',
};

export interface ListingFilters {
  /** '' means any term. */
  term: Term | '';
  priceRange: readonly [number, number];
  roommates: number;
  /** The selected amenities (a set: the same as one boolean per amenity). */
  amenities: readonly Amenity[];
  sort: SortKey;
  /** The student's move-in day, `YYYY-MM-DD`; '' when unset (see stay.ts). */
  moveIn: string;
  /** The student's move-out day, `YYYY-MM-DD`; '' when unset. */
  moveOut: string;
}

export const DEFAULT_FILTERS: ListingFilters = {
  term: '',
  priceRange: [PRICE_MIN, PRICE_MAX],
  roommates: ROOMMATES_ANY,
  amenities: [],
  sort: 'newest',
  moveIn: '',
  moveOut: '',
};

/** What filtering and sorting read from a listing; the shared-api view model has all of it. */
export interface FilterableListing extends DatedListing {
  semester: string;
  price: number;
  roommates: number;
  amenities: readonly string[];
  /** ISO `YYYY-MM-DD` (or any ISO time); null when unknown. */
  startDate?: string | null;
}

export const isAmenity = (v: string): v is Amenity => (AMENITIES as readonly string[]).includes(v);

/**
 * The listings filter: the term equals the semester, the price is within the range, the roommates
 * match, and every selected amenity is present. Decided
 * (docs/decisions/0049-listings-filters-and-list.md): roommates 0 means "exactly 0"
 * (a literal "if above 0" rule would make the '0' option a second 'any'), 4 means "4 or more" (the
 * option is labelled '4+'); and the top of the price slider means "$3,000 and up", so the default
 * range hides nothing.
 */
export function matchesFilters(listing: FilterableListing, f: ListingFilters): boolean {
  if (f.term && listing.semester !== f.term) return false;
  const [min, max] = f.priceRange;
  if (listing.price < min) return false;
  if (max < PRICE_MAX && listing.price > max) return false;
  if (f.roommates >= ROOMMATES_MAX) {
    if (listing.roommates < ROOMMATES_MAX) return false;
  } else if (f.roommates >= 0 && listing.roommates !== f.roommates) {
    return false;
  }
  for (const a of f.amenities) if (!listing.amenities.includes(a)) return false;
  // With the student's dates, a listing must share at least a night with their stay.
  const stay = stayOf(f);
  return !stay || stayFit(listing, stay) !== null;
}

const startTime = (l: FilterableListing) => {
  const t = l.startDate ? Date.parse(l.startDate) : NaN;
  // Unknown start dates sort last.
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * Filters then sorts. 'newest' keeps the server's order (the API answers newest first), and every
 * sort is stable, so equal prices keep that order too. With the student's dates, the listings that
 * cover the whole stay come first and the partial ones after, each part in the chosen order.
 */
export function applyFilters<T extends FilterableListing>(
  listings: readonly T[],
  f: ListingFilters,
): T[] {
  const sorted = sortListings(
    listings.filter((l) => matchesFilters(l, f)),
    f.sort,
  );
  const stay = stayOf(f);
  if (!stay) return sorted;
  const full: T[] = [];
  const partial: T[] = [];
  for (const l of sorted) (stayFit(l, stay)?.kind === 'full' ? full : partial).push(l);
  return [...full, ...partial];
}

function sortListings<T extends FilterableListing>(out: T[], sort: SortKey): T[] {
  switch (sort) {
    case 'price-asc':
      return out.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return out.sort((a, b) => b.price - a.price);
    case 'start-date':
      return out.sort((a, b) => startTime(a) - startTime(b));
    default:
      return out;
  }
}

/** How many filters differ from the defaults (sort is not a filter): the compact bar's badge. */
export function activeFilterCount(f: ListingFilters): number {
  return (
    (f.term ? 1 : 0) +
    (f.priceRange[0] !== PRICE_MIN || f.priceRange[1] !== PRICE_MAX ? 1 : 0) +
    (f.roommates !== ROOMMATES_ANY ? 1 : 0) +
    f.amenities.length +
    (f.moveIn || f.moveOut ? 1 : 0)
  );
}
