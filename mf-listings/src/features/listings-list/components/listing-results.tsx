import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type CSSProperties,
} from 'react';
import { useScreenKnown } from 'shared-ui';
import { ESTIMATED_ROW, RowCards, type ResultCardsProps } from './result-row';
import styles from './listing-results.module.css';

export type ListingResultsProps = ResultCardsProps;

/** Two cards per row once the list column is this wide (the first view's CSS says the same). */
const TWO_COLUMNS_FROM = 560;

/**
 * Cards the first view draws where no screen is known (the site server's paint and its hydration):
 * three rows of two, more than a desktop's first screen shows; on a phone, six cards are more than
 * two tall screens. Each card more is style, layout and hydration work before the first tap (at
 * 5,000 listings twelve cost a 200 ms task at 4× CPU); the rest come once the screen is known.
 */
const UNKNOWN_SCREEN_CARDS = 6;

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

/**
 * What the windowed list needs to draw the first view's rows where they are. A row's size is what
 * the windowed list gives it: from its top to the next row's (its cards and the gap), the last
 * one's to the grid's bottom (its padding is that gap).
 */
function measureFirstView(list: HTMLElement | null, columns: number): Handover {
  const grid = list?.querySelector<HTMLElement>(':scope > [data-first-view]');
  if (!list || !grid) return { knownSizes: [], initialMargin: 0 };
  const cards = Array.from(grid.children);
  const tops: number[] = [];
  for (let i = 0; i < cards.length; i += columns) tops.push(cards[i]!.getBoundingClientRect().top);
  const bottom = grid.getBoundingClientRect().bottom;
  return {
    knownSizes: tops.map((top, row) => (tops[row + 1] ?? bottom) - top),
    initialMargin: list.getBoundingClientRect().top + window.scrollY,
  };
}

/** The results: the first screen's rows at once, windowed against the page scroll from the first scroll. */
export function ListingResults(props: ListingResultsProps) {
  const screenKnown = useScreenKnown();
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const columns = useColumns(list);
  const count = props.listings.length;
  const rowCount = Math.ceil(count / columns);
  // Read in the browser only: used once the screen is known (the server knows no window).
  const [firstRows] = useState(firstViewRows);
  const needsWindow = screenKnown && rowCount > firstRows;
  const [handover, setHandover] = useState<Handover | null>(() =>
    windowedLoaded ? { knownSizes: [], initialMargin: 0 } : null,
  );

  useEffect(() => {
    if (handover || !needsWindow) return;
    // A transition: the first view stays on screen (not a fallback) while the chunk loads.
    const start = () => {
      const measured = measureFirstView(list, columns);
      startTransition(() => setHandover(measured));
    };
    // A restored or anchored position counts as a scroll.
    if (window.scrollY > 0) return start();
    window.addEventListener('scroll', start, { passive: true, once: true });
    return () => window.removeEventListener('scroll', start);
  }, [handover, needsWindow, list, columns]);

  // The first view is one grid whose columns CSS sets from the list's width (one, two from 560
  // px), so the site server's paint is laid out as the page then is, at any width; the cards stay
  // the same elements when the screen becomes known. Its rows are the windowed list's.
  const shown = screenKnown
    ? Math.min(count, firstRows * columns)
    : Math.min(count, UNKNOWN_SCREEN_CARDS);
  // The rest of the list's height, so the page (and its scroll bar) has its length already; by the
  // CSS's column count where it is not measured yet.
  const rest = (cols: number) =>
    (Math.ceil(count / cols) - Math.ceil(shown / cols)) * ESTIMATED_ROW;
  const firstView = (
    <div ref={setList} className={styles.list}>
      <div
        data-first-view=""
        data-painted={screenKnown ? undefined : ''}
        className={styles.firstView}
      >
        <RowCards row={0} columns={shown} {...props} />
      </div>
      {count > shown &&
        (screenKnown ? (
          <div style={{ height: rest(columns) }} />
        ) : (
          <div
            className={styles.rest}
            style={{ '--rest-one': `${rest(1)}px`, '--rest-two': `${rest(2)}px` } as CSSProperties}
          />
        ))}
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
