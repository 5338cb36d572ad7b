import type { MouseEvent } from 'react';
import { BookmarkIcon } from '../icon';
import { cx } from '../lib/cx';
import styles from './listing-card.module.css';

export interface BookmarkButtonProps {
  saved: boolean;
  /** While the save call is in flight: the button says so and ignores clicks. */
  saving?: boolean;
  onToggle: () => void;
  /** Names the button; include the listing title where many bookmarks share a screen. */
  label?: string;
  className?: string;
}

/**
 * The save bookmark: a toggle button (aria-pressed) whose name stays the same while its pressed
 * state says whether the listing is saved, as toggle buttons should.
 */
export function BookmarkButton({
  saved,
  saving = false,
  onToggle,
  label = 'Save listing',
  className,
}: BookmarkButtonProps) {
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // The bookmark sits over a card link or a map: the click is for the bookmark alone.
    e.preventDefault();
    e.stopPropagation();
    if (!saving) onToggle();
  };
  return (
    <button
      type="button"
      className={cx(styles.bookmark, className)}
      aria-pressed={saved}
      aria-busy={saving || undefined}
      aria-label={label}
      title={saved ? 'Saved' : 'Save'}
      data-saved={saved || undefined}
      onClick={onClick}
    >
      <BookmarkIcon filled={saved} size={20} />
    </button>
  );
}
