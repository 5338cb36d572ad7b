import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { ESTIMATED_ROW, RowCards, type ResultCardsProps } from './result-row';
import styles from './listing-results.module.css';

export interface WindowedResultsProps extends ResultCardsProps {
  columns: number;
  /** The heights of the rows the first view drew, so the windowed rows start where they were. */
  knownSizes: readonly number[];
  /** Where the list starts on the page, as the first view measured it. */
  initialMargin: number;
  /** Told the list's element (the results' width decides the columns). */
  onListElement: (element: HTMLDivElement | null) => void;
}

/**
 * The results, windowed against the page scroll: with thousands of listings only the rows near the
 * viewport are in the DOM, so filtering and scrolling stay fast (spec asks for a scrolling list;
 * 5,000 cards would not be). Its own chunk: listing-results.tsx loads it on the first scroll.
 */
export default function WindowedResults({
  columns,
  knownSizes,
  initialMargin,
  onListElement,
  ...cards
}: WindowedResultsProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const rowCount = Math.ceil(cards.listings.length / columns);
  const [scrollMargin, setScrollMargin] = useState(initialMargin);

  useLayoutEffect(() => {
    const el = own.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [columns, cards.listings.length]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // A row measured 0 (not laid out) is no measure.
    estimateSize: (index) => knownSizes[index] || ESTIMATED_ROW,
    overscan: 3,
    scrollMargin,
    // Unrounded (the library rounds by default): rows then stack exactly as the first view's did in
    // the page's flow, instead of drifting a pixel every other row at the handover.
    measureElement: (element) => element.getBoundingClientRect().height,
  });

  const setRef = (el: HTMLDivElement | null) => {
    own.current = el;
    onListElement(el);
  };

  return (
    <div ref={setRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
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
          <RowCards row={row.index} columns={columns} {...cards} />
        </div>
      ))}
    </div>
  );
}
