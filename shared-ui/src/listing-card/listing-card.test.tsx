import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingCard, type ListingCardData } from './listing-card';

const listing: ListingCardData = {
  id: '42',
  title: 'Sunny studio near Bascom',
  price: 1250,
  semester: 'Fall',
  images: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'],
  expectedStartLabel: '9/1/2026',
  isSaved: false,
};

describe('ListingCard', () => {
  it('links to the listing and shows its summary', () => {
    render(<ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} />);
    const link = screen.getByRole('link', { name: /sunny studio near bascom/i });
    expect(link).toHaveAttribute('href', '/listings/42');
    expect(screen.getByRole('heading', { name: 'Sunny studio near Bascom' })).toBeInTheDocument();
    expect(screen.getByText('$1,250/mo')).toBeInTheDocument();
    expect(screen.getByText('Fall')).toHaveClass('fall');
    expect(link).toHaveTextContent('Expected Start: 9/1/2026');
  });

  it('cycles through at most three photos', async () => {
    const user = userEvent.setup();
    render(<ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} />);
    expect(screen.getByRole('img', { name: /\(1 of 3\)/ })).toHaveAttribute('src', '/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: /\(3 of 3\)/ })).toHaveAttribute('src', '/c.jpg');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: /\(1 of 3\)/ })).toBeInTheDocument();
  });

  it('shows a placeholder without photos', () => {
    render(<ListingCard listing={{ ...listing, images: [] }} href="/x" onToggleSave={() => {}} />);
    expect(screen.getByText('No image found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('colours each semester', () => {
    const { rerender } = render(
      <ListingCard
        listing={{ ...listing, semester: 'Academic Year' }}
        href="/x"
        onToggleSave={() => {}}
      />,
    );
    expect(screen.getByText('Academic Year')).toHaveClass('academic-year');
    rerender(
      <ListingCard
        listing={{ ...listing, semester: 'Spring' }}
        href="/x"
        onToggleSave={() => {}}
      />,
    );
    expect(screen.getByText('Spring')).toHaveClass('spring');
  });

  it('toggles the bookmark without following the link, and ignores clicks while saving', async () => {
    const user = userEvent.setup();
    const onToggleSave = vi.fn();
    const { rerender } = render(
      <ListingCard listing={listing} href="/listings/42" onToggleSave={onToggleSave} />,
    );
    const bookmark = screen.getByRole('button', { name: 'Save Sunny studio near Bascom' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark);
    expect(onToggleSave).toHaveBeenCalledWith(listing);

    rerender(
      <ListingCard
        listing={{ ...listing, isSaved: true }}
        href="/listings/42"
        saving
        onToggleSave={onToggleSave}
      />,
    );
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await user.click(bookmark);
    expect(onToggleSave).toHaveBeenCalledTimes(1);
  });

  it('tells the app before the link navigates', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <ListingCard listing={listing} href="#listing" onOpen={onOpen} onToggleSave={() => {}} />,
    );
    await user.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
