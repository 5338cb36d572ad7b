import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrashIcon } from '../icon/icon';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label, not by the icon', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Delete conversation" onClick={onClick}>
        <TrashIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete conversation' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Open menu" onClick={onClick}>
        <TrashIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
