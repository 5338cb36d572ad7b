import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { Listing } from 'shared-api';
import { ListingCard, type CardLinkProps } from 'shared-ui';
import styles from './listing-results.module.css';

/** Two cards per row once the list column is this wide. */
const TWO_COLUMNS_FROM = 560;
/** A row's height before it is measured: a 16:10 photo plus the text block. */
const ESTIMATED_ROW = 340;

export interface ListingResultsProps {
  listings: readonly Listing[];
  linkComponent: ComponentType<CardLinkProps>;
  /** A card is being opened (its listing's id): the page remembers where the list was. */
  onOpen: (id: string) => void;
  onToggleSave: (listing: Listing) => void;
  isSaving: (id: string) => boolean;
  /** Ids picked on the map. */
  highlightedIds?: ReadonlySet<string>;
  /** Ids new since the opened saved search was last seen: their cards say 'New'. */
  newIds?: ReadonlySet<string>;
}

function useColumns(ref: RefObject<HTMLElement | null>) {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setColumns(el.clientWidth >= TWO_COLUMNS_FROM ? 2 : 1);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return columns;
}

/**
 * The results, windowed against the page scroll: with thousands of listings only the rows near the
 * viewport are in the DOM, so filtering and scrolling stay fast (spec asks for a scrolling list;
 * 5,000 cards would not be).
 */
export function ListingResults({
  listings,
  linkComponent,
  onOpen,
  onToggleSave,
  isSaving,
  highlightedIds,
  newIds,
}: ListingResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(listRef);
  const rowCount = Math.ceil(listings.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [columns, listings.length]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 3,
    scrollMargin,
  });

  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={styles.row}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {listings.slice(row.index * columns, row.index * columns + columns).map((listing, i) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              href={`/listings/${encodeURIComponent(listing.id)}`}
              linkComponent={linkComponent}
              onOpen={() => onOpen(listing.id)}
              onToggleSave={() => onToggleSave(listing)}
              saving={isSaving(listing.id)}
              highlighted={highlightedIds?.has(listing.id)}
              isNew={newIds?.has(listing.id)}
              // The first photo is the page's largest early paint; the rest load as they near view.
              priority={row.index === 0 && i === 0}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
