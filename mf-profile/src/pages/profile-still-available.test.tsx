import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { signInTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  ConversationListLoaderContext,
  type ConversationListLoader,
} from '../features/messages-tab/components/remote-conversation-list';
import { ASK_ROW, STALE_ROW } from '../features/listings-tabs/components/still-available';
import ProfilePage from './profile-page';

// My Listings' 'Still available?' row (a listing not updated for a while) and a stale listing's
// row (hidden until its lister confirms), answered through the MSW twin of the API.
const mock = setupMockApi();
const remoteList: ConversationListLoader = async () => ({ default: () => null });
const TITLE = 'Academic year 2BR on Mills';

async function myListingsRow() {
  signInTestUser();
  const { user } = renderWithShell(
    [
      {
        path: '/profile',
        element: (
          <ConversationListLoaderContext.Provider value={remoteList}>
            <ProfilePage />
          </ConversationListLoaderContext.Provider>
        ),
      },
    ],
    '/profile',
  );
  await user.click(screen.getByRole('tab', { name: /My Listings/ }));
  const row = (await screen.findByRole('link', { name: TITLE })).closest('li') as HTMLElement;
  return { user, row };
}

describe("My Listings' 'Still available?'", () => {
  it('asks, and Yes, still available closes the ask with a toast', async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.askedStillAvailable = true;
    const { user, row } = await myListingsRow();
    const ask = within(row).getByRole('group', { name: `Still available? ${TITLE}` });
    expect(ask.textContent).toContain(`Still available? ${ASK_ROW}`);
    await user.click(within(ask).getByRole('button', { name: 'Yes, still available' }));
    expect(await screen.findByText('Thanks! It stays in the listings.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('group')).not.toBeInTheDocument());
    expect(mock.db.findListing(4)).toMatchObject({
      status: 'AVAILABLE',
      askedStillAvailable: false,
    });
    act(() => toast.dismiss());
  });

  it("answers It's taken: the row then says it is taken", async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.askedStillAvailable = true;
    const { user, row } = await myListingsRow();
    await user.click(within(row).getByRole('button', { name: "It's taken" }));
    expect(
      await screen.findByText('Marked as taken. It no longer shows in the listings.'),
    ).toBeInTheDocument();
    expect(await within(row).findByRole('note')).toHaveTextContent(
      'Taken: hidden from the listings.',
    );
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
    expect(mock.db.findListing(4)?.status).toBe('TAKEN');
    act(() => toast.dismiss());
  });

  it('says why a stale listing is hidden, and confirming shows it again', async () => {
    const listing = mock.db.findListing(4);
    if (listing) listing.status = 'STALE';
    const { user, row } = await myListingsRow();
    const ask = within(row).getByRole('group', { name: `Still available? ${TITLE}` });
    expect(ask.textContent).toContain(STALE_ROW);
    // Only the confirmation here: 'Mark as taken' stays among the row's actions.
    expect(within(ask).queryByRole('button', { name: "It's taken" })).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Yes, still available' }));
    expect(await screen.findByText('Confirmed. It is back in the listings.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('group')).not.toBeInTheDocument());
    expect(mock.db.findListing(4)?.status).toBe('AVAILABLE');
    act(() => toast.dismiss());
  });

  it('shows nothing for a listing that asks nothing', async () => {
    const { row } = await myListingsRow();
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Yes, still available' }),
    ).not.toBeInTheDocument();
  });
});
