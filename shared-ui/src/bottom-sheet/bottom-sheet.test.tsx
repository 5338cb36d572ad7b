import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { InfoIcon } from '../icon/icon';
import { BottomSheet } from './bottom-sheet';

describe('BottomSheet', () => {
  it('opens from its trigger as a titled dialog and closes with its close button', async () => {
    render(
      <BottomSheet
        title="Legal & Info"
        trigger={
          <IconButton aria-label="Legal and info">
            <InfoIcon />
          </IconButton>
        }
      >
        <a href="/privacy">Privacy Policy</a>
      </BottomSheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Legal and info' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Legal & Info' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The same button (drawn anew once the modal's code has loaded) has the focus back.
    expect(screen.getByRole('button', { name: 'Legal and info' })).toHaveFocus();
  });
});
