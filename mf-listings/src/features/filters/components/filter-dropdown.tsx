import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ChevronDownIcon } from 'shared-ui';
import styles from './filter-bar.module.css';

export interface FilterDropdownProps {
  /** The category: 'Term', 'Price Range', 'Roommates', 'Amenities'. */
  label: string;
  /** Shown after the label when the filter is set, e.g. 'Fall'. */
  value?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A disclosure: a real button (aria-expanded) and the panel it shows. Which one is open is decided
 * by the bar, so only one is open at a time; Escape closes it and gives focus back to its button.
 */
export function FilterDropdown({
  label,
  value,
  open,
  onOpenChange,
  children,
}: FilterDropdownProps) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onOpenChange(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);
  return (
    <div className={styles.item}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        data-active={value ? true : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span>{value ? `${label}: ${value}` : label}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <div id={panelId} role="group" aria-label={label} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
