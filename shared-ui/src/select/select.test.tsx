import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const terms = ['Spring', 'Summer', 'Fall', 'Academic Year'].map((t) => ({ value: t, label: t }));

describe('Select', () => {
  it('is a labelled native select the user can choose from', async () => {
    const onChange = vi.fn();
    render(<Select label="Term" options={terms} defaultValue="Fall" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Term' });
    expect(select).toHaveValue('Fall');
    await userEvent.selectOptions(select, 'Summer');
    expect(select).toHaveValue('Summer');
    expect(onChange).toHaveBeenCalled();
  });

  it('offers a placeholder and shows errors', () => {
    render(
      <Select
        label="Reason for Contact"
        placeholder="Select a reason"
        options={[{ value: 'help', label: 'General Help' }]}
        error="Please fill out all fields!"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Reason for Contact' });
    expect(screen.getByRole('option', { name: 'Select a reason' })).toBeInTheDocument();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Please fill out all fields!');
  });
});
