import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readListingNotice, useListings, type Listing } from 'shared-api';
import {
  Button,
  ByScreen,
  EmptyState,
  ErrorMessage,
  ListingCardSkeleton,
  Spinner,
  useIsMobile,
  useScreenKnown,
  VisuallyHidden,
} from 'shared-ui';
import { FilterBar } from '../features/filters/components/filter-bar';
import { useListingFilters } from '../features/filters/hooks/use-listing-filters';
import { applyFilters, coverNotes } from '../features/filters/utils/filters';
import { ListingResults } from '../features/listings-list/components/listing-results';
import { RouterCardLink } from '../features/listings-list/components/router-card-link';
import { useListPlace } from '../features/listings-list/hooks/use-list-place';
import { useScrollRestoration } from '../features/listings-list/hooks/use-scroll-restoration';
import { ListingsMap } from '../features/map/components/deferred-maps';
import { PostedNotice } from '../features/listings-list/components/posted-notice';
import { useResultsView, type ResultsView } from '../features/results-view/use-results-view';
import { ViewSwitch } from '../features/results-view/view-switch';
import { useSaveListing } from '../features/save/hooks/use-save-listing';
import { OpenedSearchNote } from '../features/saved-search/components/opened-search-note';
import { SaveSearch } from '../features/saved-search/components/save-search';
import { useOpenedSearch } from '../features/saved-search/hooks/use-opened-search';
import styles from './listings-page.module.css';

/**
 * /listings: the filter bar, the results and, from 768 px, a sticky map of the same results. Under
 * 768 px the list or (`view=map`) the map fills the screen, switched with a floating pill. Where no
 * screen is known (the site server's paint and its hydration) both screens' parts are drawn and CSS
 * shows one (ByScreen), a `view=map` page's phone map and list included: a phone opening a map link
 * sees the map's place at once and the map fills it (the list never shows to be replaced).
 */
export default function ListingsPage() {
  const { data, isPending, isError, error, refetch } = useListings();
  const { filters, update, reset, datesIssue } = useListingFilters();
  const results = useMemo(() => applyFilters(data ?? [], filters), [data, filters]);
  const coverOf = useMemo(() => coverNotes(filters), [filters]);
  const isMobile = useIsMobile();
  const screenKnown = useScreenKnown();
  const { view, setView } = useResultsView();
  // From 768 px the map is always beside the list: `view=map` means nothing there.
  const mapView = screenKnown && isMobile && view === 'map';
  // A map link before the screen is known: its list is drawn too, shown only from 768 px.
  const mapPainted = !screenKnown && view === 'map';
  const { toggle, isPending: isSaving } = useSaveListing();
  const { search, state } = useLocation();
  const resultsRef = useRef<HTMLElement>(null);
  // Arriving from 'Create Listing' starts at the top (PostedNotice), not at a remembered position.
  const rememberScroll = useScrollRestoration(
    search,
    data !== undefined,
    resultsRef,
    readListingNotice(state) !== null,
  );
  const [highlighted, setHighlighted] = useState<ReadonlySet<string> | null>(null);
  const onToggleSave = useCallback((l: Listing) => void toggle(l), [toggle]);
  const opened = useOpenedSearch();
  const rememberListPlace = useListPlace(search, mapView, data !== undefined, resultsRef);
  const switchView = useCallback(
    (next: ResultsView) => {
      if (next === 'map') rememberListPlace();
      setView(next);
    },
    [rememberListPlace, setView],
  );

  const noResults = (headingLevel: 2 | 3) => (
    <EmptyState
      title="No listings match your filters. Try adjusting your criteria."
      headingLevel={headingLevel}
      action={
        <Button variant="secondary" onClick={reset}>
          Clear filters
        </Button>
      }
    />
  );

  let body;
  if (isPending) {
    // The cards' space is held while they load: nothing below them moves when they come.
    body = (
      <div className={styles.pending}>
        <Spinner size="lg" label="Loading listings..." className={styles.pendingSpinner} />
        <div className={styles.skeletons}>
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  } else if (isError) {
    body = (
      <ErrorMessage title="Error loading listings" onRetry={() => void refetch()}>
        {error.message}
      </ErrorMessage>
    );
  } else if (results.length === 0) {
    body = noResults(3);
  } else {
    body = (
      <ListingResults
        listings={results}
        linkComponent={RouterCardLink}
        onOpen={rememberScroll}
        onToggleSave={onToggleSave}
        isSaving={isSaving}
        highlightedIds={highlighted ?? undefined}
        newIds={opened?.newIds}
        noteOf={coverOf}
        photosFirst={!mapPainted}
      />
    );
  }

  const map = (
    <ListingsMap
      listings={results}
      onToggleSave={onToggleSave}
      isSaving={isSaving}
      onOpen={rememberScroll}
      onSelectionChange={setHighlighted}
      className={styles.map}
    />
  );

  // The map fills the rest of a phone's screen; a failed load says so in its place.
  const phoneMap = (
    <section className={styles.phoneMap} aria-label="Map" aria-busy={isPending}>
      {isError ? body : map}
      {data && results.length === 0 && (
        // Over the empty map, as the list says it: the same words and way out.
        <div className={styles.mapEmpty}>{noResults(2)}</div>
      )}
    </section>
  );

  // Two columns from 768 px by CSS (listings-page.module.css), the map's only where it shows.
  const list = (
    <div className={styles.columns}>
      <section
        ref={resultsRef}
        className={styles.results}
        aria-labelledby="listings-results-title"
        aria-busy={isPending}
      >
        {/* The cards' titles are h3: this h2 keeps the outline whole (axe heading-order). */}
        <VisuallyHidden asChild>
          <h2 id="listings-results-title">Listings</h2>
        </VisuallyHidden>
        {body}
      </section>
      <ByScreen
        phone={null}
        wide={
          <aside className={styles.mapColumn} aria-label="Map">
            {map}
          </aside>
        }
      />
    </div>
  );

  return (
    // `mapPage` lays a phone's page out for its map (its rules are for phones only).
    <div className={view === 'map' ? `${styles.page} ${styles.mapPage}` : styles.page}>
      <PostedNotice />
      <div className={styles.heading}>
        <h1 className={styles.title}>
          {data ? `Available Listings (${results.length})` : 'Available Listings'}
        </h1>
        <SaveSearch />
      </div>
      {opened ? <OpenedSearchNote search={opened} /> : null}
      <FilterBar
        filters={filters}
        onChange={update}
        onReset={reset}
        resultCount={data ? results.length : undefined}
        datesIssue={datesIssue}
      />
      {/* Fixed at the bottom of the screen, but next after the filters in the tab order. */}
      <ByScreen phone={<ViewSwitch view={view} onChange={switchView} />} wide={null} />
      {view === 'map' ? (
        // A map link: the phone's map, the list from 768 px (both drawn until the screen is known).
        <ByScreen phone={phoneMap} wide={list} />
      ) : (
        list
      )}
    </div>
  );
}
