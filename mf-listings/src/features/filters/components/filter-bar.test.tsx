import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type ListingFilters } from '../utils/filters';
import { FilterBar } from './filter-bar';

function Harness() {
  const [filters, setFilters] = useState<ListingFilters>(DEFAULT_FILTERS);
  return (
    <>
      <p>Outside the bar</p>
      <FilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onReset={() => setFilters(DEFAULT_FILTERS)}
      />
    </>
  );
}

const panel = (name: string) => screen.queryByRole('group', { name });

describe('FilterBar', () => {
  it('offers the spec’s options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Term' }));
    expect(
      within(panel('Term')!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any Term', 'Spring', 'Summer', 'Fall', 'Academic Year']);
    await user.click(screen.getByRole('button', { name: 'Roommates' }));
    expect(
      within(panel('Roommates')!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any', '0', '1', '2', '3', '4+']);
    await user.click(screen.getByRole('button', { name: 'Amenities' }));
    expect(within(panel('Amenities')!).getAllByRole('checkbox')).toHaveLength(8);
  });

  it('keeps one dropdown open at a time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Term' }));
    expect(screen.getByRole('button', { name: 'Term' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Price Range' }));
    expect(panel('Term')).not.toBeInTheDocument();
    expect(panel('Price Range')).toBeInTheDocument();
  });

  it('closes Term and Roommates on a choice, and shows the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Term' }));
    await user.click(within(panel('Term')!).getByRole('button', { name: 'Academic Year' }));
    expect(panel('Term')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Term: Academic Year' }));
    expect(within(panel('Term')!).getByRole('button', { name: 'Academic Year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Roommates' }));
    await user.click(within(panel('Roommates')!).getByRole('button', { name: '4+' }));
    expect(panel('Roommates')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roommates: 4+' })).toBeInTheDocument();
  });

  it('keeps Amenities open while ticking, and closes on an outside click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Amenities' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wifi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Balcony' }));
    expect(panel('Amenities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amenities: 2' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside the bar'));
    expect(panel('Amenities')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Price Range' }));
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel('Price Range')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price Range' })).toHaveFocus();
  });

  it('moves the price handles in steps of 50, never closer than one step', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Price Range' }));
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => max.focus());
    await user.keyboard('{PageDown>6/}');
    expect(max).toHaveAttribute('aria-valuenow', '500');
    await user.keyboard('{ArrowLeft>12/}');
    expect(max).toHaveAttribute('aria-valuenow', '50');
    act(() => min.focus());
    await user.keyboard('{ArrowRight}');
    expect(min).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Price Range: $0 – $50' })).toBeInTheDocument();
  });
});
