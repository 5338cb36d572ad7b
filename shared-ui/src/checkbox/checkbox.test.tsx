import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="In-unit laundry" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'In-unit laundry' });
    await userEvent.click(screen.getByText('In-unit laundry'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is described by its hint and can be disabled', () => {
    render(<Checkbox label="Gym" hint="In the building" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Gym' });
    expect(box).toHaveAccessibleDescription('In the building');
    expect(box).toBeDisabled();
  });
});
