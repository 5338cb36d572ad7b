import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NameDialog, type NameCheck } from './name-dialog';

// A rule like the saved-search schema's: trimmed, 1–10 characters.
const check = (name: string): NameCheck => {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: 'Please enter a name.' };
  if (trimmed.length > 10) return { ok: false, message: 'At most 10 characters.' };
  return { ok: true, name: trimmed };
};

const base = { title: 'Rename saved search', submitLabel: 'Save', pending: false, check };

describe('NameDialog', () => {
  it('opens with the name and submits the checked name', async () => {
    const onSubmit = vi.fn();
    render(<NameDialog {...base} name="Fall 2BR" onClose={vi.fn()} onSubmit={onSubmit} />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Fall 2BR');
    await userEvent.clear(field);
    await userEvent.type(field, '  Lakeside  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Lakeside');
  });

  it('a refused name reads under the field, focus back in it, nothing submitted', async () => {
    const onSubmit = vi.fn();
    render(<NameDialog {...base} name="x" onClose={vi.fn()} onSubmit={onSubmit} />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter a name.');
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and while saving shows 'Saving...' and cannot be closed", async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <NameDialog
        {...base}
        name="Dup"
        serverError="Already saved."
        onClose={onClose}
        onSubmit={vi.fn()}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Already saved.',
    );
    rerender(<NameDialog {...base} name="Dup" pending onClose={onClose} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('each opening starts from its name, without the last error; Cancel closes', async () => {
    const onClose = vi.fn();
    const props = { ...base, onClose, onSubmit: vi.fn() };
    const { rerender } = render(<NameDialog {...props} name="One" />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter a name.');
    rerender(<NameDialog {...props} name={null} />);
    rerender(<NameDialog {...props} name="Two" />);
    const reopened = await screen.findByRole('textbox', { name: 'Name' });
    expect(reopened).toHaveValue('Two');
    expect(reopened).not.toHaveAccessibleDescription('Please enter a name.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
