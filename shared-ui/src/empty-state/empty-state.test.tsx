import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, text and an action', () => {
    render(
      <EmptyState
        title="No conversations yet"
        text='Start messaging by clicking "Contact Lister" on any listing!'
        action={<a href="/listings">Browse Listings</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Start messaging by clicking "Contact Lister" on any listing!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('uses the heading level it is given', () => {
    render(<EmptyState title="Page Not Found" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
