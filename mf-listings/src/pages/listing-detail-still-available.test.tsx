import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { signInTestUser, signOutTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  ASK_OWNER,
  STALE_OWNER,
} from '../features/listing-detail/components/owner-still-available';
import ListingDetailPage from './listing-detail-page';

// A listing's page when it asks its lister 'Still available?' or was hidden as stale: the owner
// answers there (toasts), visitors only learn that a hidden one is no longer available.
const mock = setupMockApi();
const open = (id: number) =>
  renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], `/listings/${id}`);
// The owner's notice is loaded on demand: the first import in a cold test run takes a moment.
const ask = () => screen.findByRole('region', { name: 'Still available?' }, { timeout: 10_000 });

describe("The owner's page of a listing that asks 'Still available?'", () => {
  it('asks, and Yes, still available closes the ask with a toast', async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.askedStillAvailable = true;
    signInTestUser();
    const { user } = open(4);
    const region = await ask();
    expect(region.textContent).toContain(`Still available? ${ASK_OWNER}`);
    await user.click(within(region).getByRole('button', { name: 'Yes, still available' }));
    expect(await screen.findByText('Thanks! It stays in the listings.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Still available?' })).not.toBeInTheDocument(),
    );
    expect(mock.db.findListing(4)?.askedStillAvailable).toBe(false);
    act(() => toast.dismiss());
  });

  it("answers It's taken: the page then says it is taken", async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.askedStillAvailable = true;
    signInTestUser();
    const { user } = open(4);
    await user.click(within(await ask()).getByRole('button', { name: "It's taken" }));
    expect(
      await screen.findByText('Marked as taken. It no longer shows in the listings.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('You marked this listing as taken');
    expect(mock.db.findListing(4)?.status).toBe('TAKEN');
    act(() => toast.dismiss());
  });

  it('says why a stale listing is hidden, and confirming shows it again', async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.status = 'STALE';
    signInTestUser();
    const { user } = open(4);
    const region = await ask();
    expect(region.textContent).toContain(STALE_OWNER);
    // The owner reads why, not the visitors' note.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Yes, still available' }));
    expect(await screen.findByText('Confirmed. It is back in the listings.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Still available?' })).not.toBeInTheDocument(),
    );
    expect(mock.db.findListing(4)?.status).toBe('AVAILABLE');
    act(() => toast.dismiss());
  });
});

describe("A visitor's page of a stale listing", () => {
  it('says it is no longer available, without the buttons or the reason', async () => {
    const listing = mock.db.findListing(1);
    if (listing) listing.status = 'STALE';
    signOutTestUser();
    open(1);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('No longer available. It no longer shows in the listings.');
    expect(screen.queryByRole('button', { name: 'Yes, still available' })).not.toBeInTheDocument();
    expect(screen.queryByText(/confirmed/)).not.toBeInTheDocument();
  });
});
