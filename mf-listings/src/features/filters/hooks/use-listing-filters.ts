import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams } from '../utils/filter-params';
import { DEFAULT_FILTERS, type ListingFilters } from '../utils/filters';

/**
 * The filter state, read from and written to the URL. Each change is one history entry, so Back
 * undoes the last filter; the slider writes only when a drag ends (see PriceDropdown).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed on the string so the object (and every memo downstream) is stable across renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const update = useCallback(
    (patch: Partial<ListingFilters>) => {
      setParams((prev) => filtersToParams({ ...filtersFromParams(prev), ...patch }, prev), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  /** Clears the filters but keeps the chosen sort order. */
  const reset = useCallback(
    () =>
      setParams(
        (prev) => filtersToParams({ ...DEFAULT_FILTERS, sort: filtersFromParams(prev).sort }, prev),
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, update, reset };
}
