import { useState } from 'react';
import { DEFAULT_FILTERS, type ListingFilters } from '../utils/filters';
import { FilterBar } from './filter-bar';

function Stateful({ initial }: { initial: ListingFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <div style={{ minHeight: 360 }}>
      <FilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onReset={() => setFilters(DEFAULT_FILTERS)}
      />
    </div>
  );
}

const active: ListingFilters = {
  term: 'Fall',
  priceRange: [500, 1500],
  roommates: 4,
  amenities: ['Wifi', 'Dishwasher'],
  sort: 'price-asc',
  moveIn: '2026-09-01',
  moveOut: '2026-12-15',
};

export default { title: 'Listings/FilterBar', component: FilterBar };

export const Default = { render: () => <Stateful initial={DEFAULT_FILTERS} /> };
export const WithFilters = { render: () => <Stateful initial={active} /> };
export const Compact = {
  render: () => <Stateful initial={active} />,
  globals: { viewport: { value: 'phone' } },
};
export const Dark = { render: () => <Stateful initial={active} />, globals: { theme: 'dark' } };
