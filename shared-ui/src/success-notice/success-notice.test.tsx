import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuccessNotice } from './success-notice';

describe('SuccessNotice', () => {
  it('announces the message with its link, takes focus when asked, and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <SuccessNotice
        action={<a href="/listings/7">View listing</a>}
        onDismiss={onDismiss}
        focusOnMount
      >
        Your listing is posted.
      </SuccessNotice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your listing is posted.');
    expect(notice).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      '/listings/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
