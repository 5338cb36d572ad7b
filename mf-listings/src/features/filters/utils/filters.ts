import {
  PRICE_MAX,
  ROOMMATES_ANY,
  ROOMMATES_MAX,
  coverLabel,
  formatDayRange,
  stayFit,
  stayOf,
  type StayDates,
  type FilterableListing,
  type ListingFilters,
} from 'shared-api/filters';
import { formatDollars } from 'shared-ui';

// The filter rules live in shared-api (`shared-api/filters`): the server matches saved searches
// with the same definition. Re-exported so the bar's modules keep one import; what is defined here
// is only how the bar words them.
export {
  DEFAULT_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  ROOMMATE_OPTIONS,
  SORT_KEYS,
  SORT_LABELS,
  activeFilterCount,
  applyFilters,
  type FilterableListing,
  type ListingFilters,
  type SortKey,
  filtersFromParams,
  filtersToParams,
} from 'shared-api/filters';

export const formatPrice = formatDollars;

/** The Price Range button and slider read-out: '$500 – $1,500', '$3,000+' at the top. */
export function priceRangeLabel([min, max]: readonly [number, number]): string {
  const top = max >= PRICE_MAX ? `${formatPrice(PRICE_MAX)}+` : formatPrice(max);
  return `${formatPrice(min)} – ${top}`;
}

export const roommatesLabel = (n: number) =>
  n === ROOMMATES_ANY ? 'Any' : n >= ROOMMATES_MAX ? `${ROOMMATES_MAX}+` : String(n);

/**
 * The cards' 'covers Sep 1 – Dec 15 of your dates' for listings that cover part of the student's
 * stay; undefined without dates (a card then has no such line).
 */
export function coverNotes(f: ListingFilters) {
  const stay = stayOf(f);
  if (!stay) return undefined;
  return (listing: FilterableListing) => {
    const fit = stayFit(listing, stay);
    return fit ? coverLabel(fit) : undefined;
  };
}

/**
 * The Dates button's value: the stay ('Sep 1 – Dec 15'), 'not applied' while dates are given but
 * do not apply (the panel says why), nothing without dates.
 */
export function datesValue(f: StayDates, issue: string | null): string | undefined {
  const stay = stayOf(f);
  if (stay) return formatDayRange(stay.moveIn, stay.moveOut);
  return f.moveIn || f.moveOut || issue ? 'not applied' : undefined;
}
