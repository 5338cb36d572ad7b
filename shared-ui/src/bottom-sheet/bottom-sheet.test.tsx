import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { InfoIcon } from '../icon/icon';
import { BottomSheet } from './bottom-sheet';

// hydrateRoot inside act(), as testing-library's render does for createRoot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const trigger = (
  <IconButton aria-label="Legal and info">
    <InfoIcon />
  </IconButton>
);

/** Controlled, as the footer and the filter bar use it; says what its state is. */
function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      title="Legal & Info"
      trigger={trigger}
    >
      <a href="/privacy">Privacy Policy</a>
    </BottomSheet>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('BottomSheet', () => {
  it('opens from its trigger as a titled dialog and closes with its close button', async () => {
    render(
      <BottomSheet title="Legal & Info" trigger={trigger}>
        <a href="/privacy">Privacy Policy</a>
      </BottomSheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Legal and info' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Legal & Info' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('is painted closed with its content, and its trigger and X open and close it without script', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Controlled onOpenChange={() => undefined} />);
    const dialog = box.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Privacy Policy');
    const [opener, close] = [...box.querySelectorAll('button')];
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(opener).toHaveAttribute('commandfor', dialog!.id);
    expect(close).toHaveAccessibleName('Close');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', dialog!.id);
  });

  it('opened on the painted page before the app ran: stays open, its state catches up, it closes', async () => {
    const onOpenChange = vi.fn();
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Controlled onOpenChange={onOpenChange} />);
    document.body.append(box);
    // What the browser does for the painted trigger's command.
    box.querySelector('dialog')!.showModal();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((e) => errors.push(e));
    await act(async () => {
      root = hydrateRoot(box, <Controlled onOpenChange={onOpenChange} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('dialog', { name: 'Legal & Info' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Legal and info' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the dialog when the browser closes it (Escape, a tap beside it)', async () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Legal and info' }));
    const dialog = screen.getByRole('dialog', { name: 'Legal & Info' }) as HTMLDialogElement;
    act(() => dialog.close());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Legal and info' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
