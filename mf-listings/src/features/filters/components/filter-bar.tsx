import { useEffect, useRef, useState } from 'react';
import { ByScreen } from 'shared-ui';
import {
  DEFAULT_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  activeFilterCount,
  datesValue,
  priceRangeLabel,
  roommatesLabel,
  type ListingFilters,
} from '../utils/filters';
import { AmenitiesPanel } from './amenities-panel';
import { DatesPanel } from './lazy-dates-panel';
import { FilterDropdown } from './filter-dropdown';
import { ROOMMATE_CHOICES, TERM_OPTIONS } from './filter-options';
import { FilterSheetBar } from './filter-sheet';
import { OptionList } from './option-list';
import { PriceRangePanel } from './lazy-price-range-panel';
import { SortSelect } from './sort-select';
import styles from './filter-bar.module.css';

type DropdownId = 'term' | 'price' | 'roommates' | 'amenities' | 'dates';

export interface FilterBarProps {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
  onReset: () => void;
  /** How many listings the filters leave (the phone sheet's 'Show n listings'). */
  resultCount?: number;
  /** Why the student's dates are not applied (bad link, half set, inverted), else null. */
  datesIssue?: string | null;
}

/**
 * Term, Price Range, Roommates and Amenities, the student's dates, and the sort order. One dropdown is open at
 * a time; a click outside the bar closes it; Term and Roommates close on a choice, Price Range and
 * Amenities stay open for more adjusting. Under 768 px: one pinned row and a sheet (filter-sheet).
 */
export function FilterBar(props: FilterBarProps) {
  // Both where no screen is known (the site server's paint and its hydration): CSS shows the
  // screen's own, so a phone's first paint already has its one-row bar.
  return <ByScreen phone={<FilterSheetBar {...props} />} wide={<FilterDropdownBar {...props} />} />;
}

function FilterDropdownBar({ filters, onChange, onReset, datesIssue = null }: FilterBarProps) {
  const [openId, setOpenId] = useState<DropdownId | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const toggler = (id: DropdownId) => (open: boolean) => setOpenId(open ? id : null);
  const [min, max] = filters.priceRange;
  const priceSet = min !== PRICE_MIN || max !== PRICE_MAX;
  const active = activeFilterCount(filters);

  return (
    <div ref={root} className={styles.bar} role="search" aria-label="Filter listings">
      <div className={styles.row}>
        <FilterDropdown
          label="Term"
          value={filters.term || undefined}
          open={openId === 'term'}
          onOpenChange={toggler('term')}
        >
          <OptionList
            options={TERM_OPTIONS}
            selected={filters.term}
            onSelect={(term) => {
              onChange({ term });
              setOpenId(null);
            }}
          />
        </FilterDropdown>
        <FilterDropdown
          label="Price Range"
          value={priceSet ? priceRangeLabel(filters.priceRange) : undefined}
          open={openId === 'price'}
          onOpenChange={toggler('price')}
        >
          <PriceRangePanel
            value={filters.priceRange}
            onCommit={(priceRange) => onChange({ priceRange })}
          />
        </FilterDropdown>
        <FilterDropdown
          label="Roommates"
          value={
            filters.roommates === DEFAULT_FILTERS.roommates
              ? undefined
              : roommatesLabel(filters.roommates)
          }
          open={openId === 'roommates'}
          onOpenChange={toggler('roommates')}
        >
          <OptionList
            options={ROOMMATE_CHOICES}
            selected={filters.roommates}
            onSelect={(roommates) => {
              onChange({ roommates });
              setOpenId(null);
            }}
          />
        </FilterDropdown>
        <FilterDropdown
          label="Amenities"
          value={filters.amenities.length ? String(filters.amenities.length) : undefined}
          open={openId === 'amenities'}
          onOpenChange={toggler('amenities')}
        >
          <AmenitiesPanel
            selected={filters.amenities}
            onChange={(amenities) => onChange({ amenities })}
          />
        </FilterDropdown>
        <FilterDropdown
          label="Dates"
          value={datesValue(filters, datesIssue)}
          open={openId === 'dates'}
          onOpenChange={toggler('dates')}
        >
          <DatesPanel
            moveIn={filters.moveIn}
            moveOut={filters.moveOut}
            issue={datesIssue}
            onChange={onChange}
          />
        </FilterDropdown>
        {active > 0 && (
          <button type="button" className={styles.clear} onClick={onReset}>
            Clear filters
          </button>
        )}
      </div>
      <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
    </div>
  );
}
