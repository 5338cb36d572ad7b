import { useState } from 'react';
import { BottomSheet, Button } from 'shared-ui';
import { activeFilterCount, type ListingFilters } from '../utils/filters';
import { AmenitiesPanel } from './amenities-panel';
import { DatesPanel } from './lazy-dates-panel';
import { OptionList } from './option-list';
import { PriceRangePanel } from './lazy-price-range-panel';
import { ROOMMATE_CHOICES, TERM_OPTIONS } from './filter-options';
import { SortSelect } from './sort-select';
import styles from './filter-bar.module.css';

export interface FilterSheetBarProps {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
  onReset: () => void;
  /** How many listings the current filters leave, for the sheet's 'Show n listings'. */
  resultCount?: number;
  datesIssue?: string | null;
}

/**
 * Phones: the four filter dropdowns wrapped to three rows (~200 px) and scrolled away. Here the bar
 * is one row, a 'Filters' button (with the number of active filters) and the sort, pinned under
 * the navbar (CSS); the filters open in a bottom sheet and apply as they change. The sheet is
 * painted with the page, so 'Filters' opens it before the app has run (its choices work once the
 * app has: they are disabled until then, as every painted control).
 */
export function FilterSheetBar({
  filters,
  onChange,
  onReset,
  resultCount,
  datesIssue = null,
}: FilterSheetBarProps) {
  const [open, setOpen] = useState(false);
  // The sheet is always in the page (painted with it); its slider and date fields fetch their code
  // once it first opens, as the desktop's dropdowns do.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const active = activeFilterCount(filters);
  return (
    <div className={styles.phoneBar} role="search" aria-label="Filter listings">
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title="Filters"
        trigger={
          <button type="button" className={styles.trigger} data-active={active > 0 || undefined}>
            Filters{active > 0 ? ` (${active})` : ''}
          </button>
        }
      >
        <div className={styles.sheetSections}>
          <section aria-labelledby="filter-sheet-term">
            <h3 id="filter-sheet-term" className={styles.sheetHeading}>
              Term
            </h3>
            <OptionList
              options={TERM_OPTIONS}
              selected={filters.term}
              onSelect={(term) => onChange({ term })}
            />
          </section>
          <section aria-labelledby="filter-sheet-price">
            <h3 id="filter-sheet-price" className={styles.sheetHeading}>
              Price Range
            </h3>
            <PriceRangePanel
              held={!opened}
              value={filters.priceRange}
              onCommit={(priceRange) => onChange({ priceRange })}
            />
          </section>
          <section aria-labelledby="filter-sheet-roommates">
            <h3 id="filter-sheet-roommates" className={styles.sheetHeading}>
              Roommates
            </h3>
            <OptionList
              options={ROOMMATE_CHOICES}
              selected={filters.roommates}
              onSelect={(roommates) => onChange({ roommates })}
            />
          </section>
          <section aria-labelledby="filter-sheet-amenities">
            <h3 id="filter-sheet-amenities" className={styles.sheetHeading}>
              Amenities
            </h3>
            <AmenitiesPanel
              selected={filters.amenities}
              onChange={(amenities) => onChange({ amenities })}
            />
          </section>
          <section aria-labelledby="filter-sheet-dates">
            <h3 id="filter-sheet-dates" className={styles.sheetHeading}>
              Your dates
            </h3>
            <DatesPanel
              held={!opened}
              moveIn={filters.moveIn}
              moveOut={filters.moveOut}
              issue={datesIssue}
              onChange={onChange}
            />
          </section>
        </div>
        <div className={styles.sheetFooter}>
          <Button variant="secondary" disabled={active === 0} onClick={onReset}>
            Clear filters
          </Button>
          <Button onClick={() => setOpen(false)}>
            {resultCount === undefined
              ? 'Show listings'
              : `Show ${resultCount} ${resultCount === 1 ? 'listing' : 'listings'}`}
          </Button>
        </div>
      </BottomSheet>
      <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
    </div>
  );
}
