import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorMessage } from './error-message';

describe('ErrorMessage', () => {
  it('is an alert with its title and message', () => {
    render(<ErrorMessage title="Error loading listing">HTTP error! status: 500</ErrorMessage>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading listing');
    expect(alert).toHaveTextContent('HTTP error! status: 500');
  });

  it('offers a retry when asked', async () => {
    const onRetry = vi.fn();
    render(<ErrorMessage onRetry={onRetry}>Error logging in!</ErrorMessage>);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
