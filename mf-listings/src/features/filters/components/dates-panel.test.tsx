import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { STAY_MESSAGES, stayIssue } from 'shared-api/filters';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type ListingFilters } from '../utils/filters';
import { FilterBar } from './filter-bar';

function Harness({ initial = DEFAULT_FILTERS }: { initial?: ListingFilters }) {
  const [filters, setFilters] = useState<ListingFilters>(initial);
  return (
    <>
      <FilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        onReset={() => setFilters(DEFAULT_FILTERS)}
        datesIssue={stayIssue(filters)}
      />
      <output aria-label="Applied">{`${filters.moveIn}|${filters.moveOut}`}</output>
    </>
  );
}
const applied = () => screen.getByRole('status', { name: 'Applied' }).textContent;

describe('the Dates dropdown', () => {
  it('has labelled date inputs and shows the stay on its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    // The inputs load when the dropdown first opens.
    fireEvent.change(await screen.findByLabelText('Move-in'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('Move-out'), { target: { value: '2026-12-15' } });
    expect(applied()).toBe('2026-09-01|2026-12-15');
    expect(screen.getByRole('button', { name: 'Dates: Sep 1 – Dec 15' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('passes on only real days while a year is being typed, keeping what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    const moveIn = await screen.findByLabelText('Move-in');
    fireEvent.change(moveIn, { target: { value: '0002-09-01' } });
    expect(moveIn).toHaveValue('0002-09-01');
    expect(applied()).toBe('|');
    fireEvent.change(moveIn, { target: { value: '2026-09-01' } });
    expect(applied()).toBe('2026-09-01|');
    expect(screen.getByText(STAY_MESSAGES.needMoveOut)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dates: not applied' })).toBeInTheDocument();
  });

  it('marks move-out before move-in invalid, and Clear dates empties both inputs', async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={{ ...DEFAULT_FILTERS, moveIn: '2026-12-15', moveOut: '2026-09-01' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Dates: not applied' }));
    expect(await screen.findByLabelText('Move-out')).toHaveAccessibleDescription(
      STAY_MESSAGES.inverted,
    );
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(applied()).toBe('|');
    expect(screen.getByLabelText('Move-in')).toHaveValue('');
    expect(screen.getByLabelText('Move-out')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Dates' })).toBeInTheDocument();
  });
});
