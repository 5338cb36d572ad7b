import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { ESTIMATED_ROW, RowCards, type ResultCardsProps } from './result-row';
import styles from './listing-results.module.css';

export type ListingResultsProps = ResultCardsProps;

/** Two cards per row once the list column is this wide. */
const TWO_COLUMNS_FROM = 560;

// The windowing library (@tanstack/react-virtual, ~10 KB gzip) is not part of the first load: the
// first screen shows a few rows, drawn plainly; the windowed list takes over on the first scroll.
// Once loaded in this page's life, later lists start windowed (Back to the list restores its place).
let windowedLoaded = false;
const WindowedResults = lazy(() =>
  import('./windowed-results').then((m) => {
    windowedLoaded = true;
    return m;
  }),
);

function useColumns(el: HTMLElement | null) {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setColumns(el.clientWidth >= TWO_COLUMNS_FROM ? 2 : 1);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return columns;
}

/** Rows the first view draws: more than a tall screen shows (rows are ~340 px, at least 250). */
function firstViewRows() {
  return typeof window === 'undefined' ? 6 : Math.ceil(window.innerHeight / 250) + 2;
}

interface Handover {
  knownSizes: number[];
  initialMargin: number;
}

/** What the windowed list needs to draw the first view's rows where they are. */
function measureFirstView(list: HTMLElement | null): Handover {
  const rows = list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-row]')) : [];
  return {
    knownSizes: rows.map((row) => row.getBoundingClientRect().height),
    initialMargin: list ? list.getBoundingClientRect().top + window.scrollY : 0,
  };
}

/** The results: the first screen's rows at once, windowed against the page scroll from the first scroll. */
export function ListingResults(props: ListingResultsProps) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const columns = useColumns(list);
  const rowCount = Math.ceil(props.listings.length / columns);
  const [firstRows] = useState(firstViewRows);
  const needsWindow = rowCount > firstRows;
  const [handover, setHandover] = useState<Handover | null>(() =>
    windowedLoaded ? { knownSizes: [], initialMargin: 0 } : null,
  );

  useEffect(() => {
    if (handover || !needsWindow) return;
    // A transition: the first view stays on screen (not a fallback) while the chunk loads.
    const start = () => {
      const measured = measureFirstView(list);
      startTransition(() => setHandover(measured));
    };
    // A restored or anchored position counts as a scroll.
    if (window.scrollY > 0) return start();
    window.addEventListener('scroll', start, { passive: true, once: true });
    return () => window.removeEventListener('scroll', start);
  }, [handover, needsWindow, list]);

  const shown = Math.min(rowCount, firstRows);
  const firstView = (
    <div ref={setList} className={styles.list}>
      {Array.from({ length: shown }, (_, row) => (
        <div
          key={row}
          data-row={row}
          className={`${styles.row} ${styles.flow}`}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          <RowCards row={row} columns={columns} {...props} />
        </div>
      ))}
      {/* The rest of the list's height, so the page (and its scroll bar) has its length already. */}
      {rowCount > shown && <div style={{ height: (rowCount - shown) * ESTIMATED_ROW }} />}
    </div>
  );
  return (
    <Suspense fallback={firstView}>
      {handover && needsWindow ? (
        <WindowedResults columns={columns} onListElement={setList} {...handover} {...props} />
      ) : (
        firstView
      )}
    </Suspense>
  );
}
