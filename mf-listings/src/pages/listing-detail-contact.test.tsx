import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-api';
import { signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ListingDetailPage from './listing-detail-page';

const mock = setupMockApi();
const CONVERSATION = '*/api/listings/:id/conversation';

async function contact(id: number) {
  const user = userEvent.setup();
  renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], `/listings/${id}`);
  await user.click(await screen.findByRole('button', { name: 'Contact Lister' }));
  return user;
}

describe('Contact Lister', () => {
  it('asks a signed-out visitor to sign in, and sends nothing', async () => {
    await contact(1);
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to continue' });
    expect(mock.db.conversations).toHaveLength(0);
  });

  it('opens the chat of a new conversation', async () => {
    signInTestUser();
    await contact(1);
    const conversation = await screen.findByText(/^Page at \/messages\//);
    expect(mock.db.conversations).toHaveLength(1);
    expect(conversation).toHaveTextContent(`/messages/${mock.db.conversations[0]!.conversationID}`);
  });

  it("explains that one's own listing cannot be contacted", async () => {
    signInTestUser();
    const user = await contact(4); // listing 4 belongs to the test user
    const dialog = await screen.findByRole('dialog', { name: 'This is Your Listing' });
    expect(dialog).toHaveTextContent(
      "You can't contact yourself! To edit or manage this listing, visit your profile page.",
    );
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Same email as the poster: the 'cannot contact yourself' line stays under the button.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You cannot contact yourself about your own listing. To edit your listing, go to Profile → My Listings → Edit.',
    );
    expect(mock.db.conversations).toHaveLength(0);
  });

  it('recognises the owner by uid alone', async () => {
    signInTestUser({ ...testUser, email: 'another-address@wisc.edu' });
    await contact(4);
    expect(await screen.findByRole('dialog', { name: 'This is Your Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      400,
      'You cannot start a conversation with yourself about your own listing',
      'You cannot start a conversation with yourself about your own listing! To edit your listing, go to Profile → My Listings → Edit.',
    ],
    [404, 'Listing not found', 'This listing is no longer available.'],
    [500, 'Database exploded', 'Failed to start conversation. Please try again later.'],
  ])('shows the %s answer "%s" as its message', async (status, error, message) => {
    signInTestUser();
    mock.server.use(http.post(CONVERSATION, () => HttpResponse.json({ error }, { status })));
    await contact(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().signIn.open).toBe(false);
  });

  it('asks to sign in again on a 401', async () => {
    signInTestUser();
    mock.server.use(
      http.post(CONVERSATION, () =>
        HttpResponse.json({ error: 'User not authenticated' }, { status: 401 }),
      ),
    );
    await contact(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please sign in again to contact the lister.',
    );
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to continue' });
  });
});
