import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toast + Toaster', () => {
  it('shows a message raised from outside React in a polite live region', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      toast.success('Listing saved');
    });
    expect(within(region).getByText('Listing saved')).toBeInTheDocument();
    expect(region.querySelector('[aria-live="polite"]')).toContainElement(
      screen.getByText('Listing saved'),
    );
  });

  it('announces errors as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to delete listing. Please try again.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to delete listing. Please try again.',
    );
  });

  it('closes with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Check your email for password reset instructions');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(
      screen.queryByText('Check your email for password reset instructions'),
    ).not.toBeInTheDocument();
  });

  it('hides itself after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Profile updated', { duration: 3000 });
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('keeps at most four on screen, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast.info(`Note ${i}`);
    });
    expect(screen.queryByText('Note 2')).not.toBeInTheDocument();
    expect(screen.getByText('Note 3')).toBeInTheDocument();
    expect(screen.getByText('Note 6')).toBeInTheDocument();
  });
});
