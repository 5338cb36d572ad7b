import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ResultsView = 'list' | 'map';

/** The URL parameter of the phone's view: `view=map`; the list (the default) writes nothing. */
const VIEW_PARAM = 'view';

/**
 * Which view of the results a phone shows, kept in the URL (a shared link opens the same view) and
 * switched with a history entry (Back returns to the other view). The parameter is not a filter:
 * the filter bar keeps it as an unrelated param and `canonicalSearchQuery` (saved searches) drops it.
 */
export function useResultsView() {
  const [params, setParams] = useSearchParams();
  const view: ResultsView = params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
  const setView = useCallback(
    (next: ResultsView) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next === 'map') p.set(VIEW_PARAM, 'map');
          else p.delete(VIEW_PARAM);
          return p;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { view, setView };
}
