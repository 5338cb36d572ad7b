import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAY_MESSAGES, stayIssue, stayParamsIssue } from 'shared-api/filters';
import { filtersFromParams, filtersToParams } from '../utils/filters';
import { DEFAULT_FILTERS, type ListingFilters } from '../utils/filters';

interface FilterState {
  /** The query string last seen in the URL. */
  seen: string;
  /** The query string `filters` stand for (ahead of the URL while a change is being committed). */
  key: string;
  filters: ListingFilters;
}

/**
 * The filter state, kept in the URL (shareable, reloadable, Back undoes the last filter) and
 * mirrored in local state. The router commits URL changes in a transition, a frame or more after the
 * click; the local copy lets the results follow the click at once, and the URL follows it. When the
 * URL changes by itself (Back, Forward, a link), the URL wins.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  const [state, setState] = useState<FilterState>(() => ({
    seen: urlKey,
    key: urlKey,
    filters: filtersFromParams(params),
  }));

  let { filters } = state;
  if (state.seen !== urlKey) {
    // Our own change arriving keeps the same object (and every memo downstream); any other is read.
    filters = urlKey === state.key ? state.filters : filtersFromParams(params);
    setState({ seen: urlKey, key: urlKey, filters });
  }

  const apply = useCallback(
    (next: ListingFilters) => {
      const nextParams = filtersToParams(next, params);
      setState((s) => ({ ...s, key: nextParams.toString(), filters: next }));
      // One history entry per change; the page keeps its scroll position.
      setParams(nextParams, { preventScrollReset: true });
    },
    [params, setParams],
  );
  const update = useCallback(
    (patch: Partial<ListingFilters>) => apply({ ...filters, ...patch }),
    [apply, filters],
  );
  /** Clears the filters but keeps the chosen sort order. */
  const reset = useCallback(
    () => apply({ ...DEFAULT_FILTERS, sort: filters.sort }),
    [apply, filters.sort],
  );
  // Dates a link gave that are not days were dropped when read: the bar says so until the next
  // change rewrites the URL without them. Otherwise: half set or inverted dates.
  const unreadable = stayParamsIssue(params) === STAY_MESSAGES.unreadable;
  const datesIssue = unreadable ? STAY_MESSAGES.unreadable : stayIssue(filters);
  return { filters, update, reset, datesIssue };
}
