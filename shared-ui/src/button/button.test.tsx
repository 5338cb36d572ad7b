import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlusIcon } from '../icon/icon';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button that reports clicks and never submits by accident', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Browse Listings</Button>);
    const button = screen.getByRole('button', { name: 'Browse Listings' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and shows the pending text', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Deleting..." onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deleting...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label while loading when no pending text is given', () => {
    render(<Button loading>Save Changes</Button>);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('takes focus back when its work ends, if the browser dropped it while disabled', () => {
    const { rerender } = render(<Button>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    button.focus();
    rerender(<Button loading>Save Changes</Button>);
    // What the browser does to a focused button once it is disabled (jsdom does not).
    button.blur();
    expect(document.activeElement).toBe(document.body);
    rerender(<Button>Save Changes</Button>);
    expect(button).toHaveFocus();
  });

  it('leaves focus where the person put it while the work ran', () => {
    const { rerender } = render(
      <>
        <input aria-label="Name" />
        <Button>Save Changes</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    button.focus();
    rerender(
      <>
        <input aria-label="Name" />
        <Button loading>Save Changes</Button>
      </>,
    );
    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(
      <>
        <input aria-label="Name" />
        <Button>Save Changes</Button>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('with asChild renders the link it wraps, icons included', () => {
    render(
      <Button asChild leadingIcon={<PlusIcon />}>
        <a href="/listings/new">Create Listing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Create Listing' });
    expect(link).toHaveAttribute('href', '/listings/new');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can be a submit button', () => {
    render(<Button type="submit">Create Listing</Button>);
    expect(screen.getByRole('button', { name: 'Create Listing' })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
