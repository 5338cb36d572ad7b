import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import HomePage from './home-page';

describe('HomePage', () => {
  it('invites to browse the listings and presents the three features', () => {
    const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Student Housing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
    const features = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(features).toEqual(['Find Subleases', 'Post Your Listing', 'Message Directly']);
  });

  it('makes each feature card a link to its part of the site', () => {
    const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Find Subleases' })).toHaveAttribute(
      'href',
      '/listings',
    );
    expect(screen.getByRole('link', { name: 'Post Your Listing' })).toHaveAttribute(
      'href',
      '/listings/new',
    );
    expect(screen.getByRole('link', { name: 'Message Directly' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
