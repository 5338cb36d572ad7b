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

  it("says 'New' inside the card's link only when marked new", () => {
    const { rerender } = render(
      <ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} />,
    );
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    rerender(<ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} isNew />);
    expect(screen.getByRole('link')).toContainElement(screen.getByText('New'));
  });

  it('reads a note, such as what part of the student’s dates it covers, inside its link', () => {
    const { rerender } = render(
      <ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} />,
    );
    expect(screen.getByRole('link').textContent).not.toMatch(/covers/);
    rerender(
      <ListingCard
        listing={listing}
        href="/listings/42"
        onToggleSave={() => {}}
        note="covers Sep 1 – Dec 15 of your dates"
      />,
    );
    expect(screen.getByRole('link')).toContainElement(
      screen.getByText('covers Sep 1 – Dec 15 of your dates'),
    );
  });

  it("says 'Verified student' only for a verified student's listing", () => {
    const { rerender } = render(
      <ListingCard listing={listing} href="/listings/42" onToggleSave={() => {}} />,
    );
    expect(screen.queryByText('Verified student')).not.toBeInTheDocument();
    rerender(
      <ListingCard
        listing={{ ...listing, verifiedStudent: true }}
        href="/listings/42"
        onToggleSave={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: /sunny studio/i })).toHaveTextContent(
      'Verified student',
    );
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

  it('counts photos it was not given, asks for them when stepped to one, then shows it', async () => {
    const user = userEvent.setup();
    const onMorePhotos = vi.fn();
    const first = { ...listing, images: ['/a.jpg'], photoCount: 5 };
    const { rerender } = render(
      <ListingCard
        listing={first}
        href="/listings/42"
        onToggleSave={() => {}}
        onMorePhotos={onMorePhotos}
      />,
    );
    expect(screen.getByRole('img', { name: /\(1 of 3\)/ })).toHaveAttribute('src', '/a.jpg');
    expect(onMorePhotos).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(onMorePhotos).toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('Loading photo…');
    rerender(
      <ListingCard
        listing={{ ...first, images: ['/a.jpg', '/b.jpg', '/c.jpg'] }}
        href="/listings/42"
        onToggleSave={() => {}}
        onMorePhotos={onMorePhotos}
      />,
    );
    expect(screen.getByRole('img', { name: /\(2 of 3\)/ })).toHaveAttribute('src', '/b.jpg');
  });

  it('shows only the photos it has when the app cannot fetch more', () => {
    render(
      <ListingCard
        listing={{ ...listing, images: ['/a.jpg'], photoCount: 5 }}
        href="/listings/42"
        onToggleSave={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: /\(1 of 1\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('offers every size of the photo for its drawn width, reserving its shape, loading lazily', () => {
    const photos = [
      {
        src: '/w800/a.jpg',
        srcSet: '/w400/a.jpg 400w, /w800/a.jpg 800w',
        width: 1600,
        height: 1000,
      },
    ];
    const { rerender } = render(
      <ListingCard listing={{ ...listing, photos }} href="/x" onToggleSave={() => {}} />,
    );
    const img = screen.getByRole('img', { name: /\(1 of 1\)/ });
    expect(img).toHaveAttribute('src', '/w800/a.jpg');
    expect(img).toHaveAttribute('srcset', '/w400/a.jpg 400w, /w800/a.jpg 800w');
    expect(img).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 400px');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(
      <ListingCard listing={{ ...listing, photos }} href="/x" priority onToggleSave={() => {}} />,
    );
    expect(screen.getByRole('img', { name: /\(1 of 1\)/ })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: /\(1 of 1\)/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
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
