import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    render(<TextField label="Roommates" hint="Number of roommates needed" />);
    const input = screen.getByRole('textbox', { name: 'Roommates' });
    expect(input).toHaveAccessibleDescription('Number of roommates needed');
    expect(input).not.toBeInvalid();
  });

  it('marks an error as invalid and reads it first', () => {
    render(
      <TextField
        label="Title"
        hint="Shown on the card"
        error="Title must be at least 5 characters"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Title must be at least 5 characters Shown on the card',
    );
  });

  it('counts characters as the user types (uncontrolled) and reports blur', async () => {
    const onBlur = vi.fn();
    render(<TextField label="Title" counterMax={50} onBlur={onBlur} />);
    expect(screen.getByText('0/50')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Cozy studio');
    expect(screen.getByText('11/50')).toBeInTheDocument();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('counts a controlled value and does not block typing past the limit', async () => {
    function Controlled() {
      const [value, setValue] = useState('abcd');
      return (
        <TextField
          label="Title"
          counterMax={5}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'ef');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('abcdef');
    expect(screen.getByText('6/5')).toBeInTheDocument();
  });

  it('renders a textarea with rows when multiline and forwards the ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextField multiline rows={6} label="Message" ref={ref} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(ref.current).toBe(textarea);
  });

  it('forwards the ref of an input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" type="email" ref={ref} readOnly value="a@b.c" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
