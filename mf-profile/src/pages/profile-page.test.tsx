import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { http, HttpResponse } from 'msw';
import { configureRemoteErrorReporter, useSession } from 'shared-api';
import { makeConversationDto, signInTestUser, signOutTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConversationListLoaderContext,
  type ConversationListLoader,
} from '../features/messages-tab/components/remote-conversation-list';
import { renderWithShell } from 'remote-harness/testing';
import { TAKEN_ROW, UNDER_REVIEW_ROW } from '../features/listings-tabs/components/listing-row';
import ProfilePage from './profile-page';

const mock = setupMockApi();
afterEach(() => vi.restoreAllMocks());

/** Stands in for the messaging remote: what the federation runtime would hand back. */
const remoteList: ConversationListLoader = async () => ({
  default: () => <p>Your conversations</p>,
});

function renderProfile(
  entry: Parameters<typeof renderWithShell>[1] = '/profile',
  loader = remoteList,
) {
  const element = (
    <ConversationListLoaderContext.Provider value={loader}>
      <ProfilePage />
    </ConversationListLoaderContext.Provider>
  );
  // applyAccept off: a test may pick a file the input's `accept` would refuse, to hit our check.
  return renderWithShell([{ path: '/profile', element }], entry, { user: { applyAccept: false } });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('ProfilePage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    signOutTestUser();
    const { user } = renderProfile();
    expect(screen.getByText('Sign in to view your profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useSession.getState().signIn.open).toBe(true);
  });

  it('shows who is signed in and logs out to the home page', async () => {
    signInTestUser();
    const { user } = renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Test User' })).toBeInTheDocument();
    expect(screen.getByText(testUser.email ?? '')).toBeInTheDocument();
    expect(screen.getByText('Member since September 2024')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Page at /' })).toBeInTheDocument();
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('has the Notifications section after the tabs, whatever tab is open', async () => {
    signInTestUser();
    renderProfile();
    const heading = screen.getByRole('heading', { level: 2, name: 'Notifications' });
    const box = screen.getByRole('checkbox', { name: 'E-mail me about new messages' });
    await waitFor(() => expect(box).toBeChecked());
    // After the tab list in document order: loading it never moves the tabs.
    const tabs = screen.getByRole('tablist');
    expect(tabs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists saved listings with View and Unsave; unsaving the last shows Browse Listings', async () => {
    signInTestUser();
    const { user } = renderProfile();
    expect(tab(/Saved Listings/)).toHaveAttribute('aria-selected', 'true');
    const title = await screen.findByRole('link', { name: 'Room in 3BR on Johnson St' });
    expect(title).toHaveAttribute('href', '/listings/2');
    expect(screen.getByRole('link', { name: 'View Room in 3BR on Johnson St' })).toHaveAttribute(
      'href',
      '/listings/2',
    );
    await user.click(screen.getByRole('button', { name: 'Unsave Room in 3BR on Johnson St' }));
    expect(await screen.findByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('says when unsaving fails', async () => {
    signInTestUser();
    mock.server.use(
      http.delete('*/api/saved-listings/:id', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderProfile();
    await user.click(
      await screen.findByRole('button', { name: 'Unsave Room in 3BR on Johnson St' }),
    );
    expect(
      await screen.findByText('Failed to unsave listing. Please try again.'),
    ).toBeInTheDocument();
  });

  it('explains a 401 when loading saved listings', async () => {
    signInTestUser();
    mock.server.use(
      http.get('*/api/user/saved-listings', () => new HttpResponse(null, { status: 401 })),
    );
    renderProfile();
    expect(await screen.findByText('Error loading saved listings')).toBeInTheDocument();
    expect(
      screen.getByText('Authentication error. Please try signing out and back in.'),
    ).toBeInTheDocument();
    expect(screen.getByText('User not authenticated')).toBeInTheDocument();
  });

  it('asks to refresh on other load errors', async () => {
    signInTestUser();
    mock.server.use(http.get('*/api/user/listings', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderProfile();
    await user.click(tab(/My Listings/));
    expect(await screen.findByText('Error loading your listings')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
  });

  it('shows my listings with Edit and a confirmed Delete', async () => {
    signInTestUser();
    const { user } = renderProfile();
    await user.click(tab(/My Listings/));
    expect(await screen.findByRole('link', { name: 'Academic year 2BR on Mills' })).toHaveAttribute(
      'href',
      '/listings/4',
    );
    expect(screen.getByText('$1,400/month • Academic Year')).toBeInTheDocument();
    expect(screen.getByText(/202 N Mills St/)).toBeInTheDocument();
    // The owner's figures: views as the server counted them, the mock's saves and conversations.
    expect(screen.getByText('12 views · 0 saves · 0 conversations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Create Listing' })).toHaveAttribute(
      'href',
      '/listings/new',
    );
    expect(screen.getByRole('link', { name: 'Edit Academic year 2BR on Mills' })).toHaveAttribute(
      'href',
      '/listings/4/edit',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Academic year 2BR on Mills' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Listing' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this listing? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'Create Your First Listing' })).toHaveAttribute(
      'href',
      '/listings/new',
    );
    expect(await screen.findByText('Listing deleted')).toBeInTheDocument();
  });

  it('marks a listing taken and available again, saying why it is hidden', async () => {
    signInTestUser();
    const { user } = renderProfile();
    await user.click(tab(/My Listings/));
    const row = (await screen.findByRole('link', { name: 'Academic year 2BR on Mills' })).closest(
      'li',
    ) as HTMLElement;
    await user.click(
      within(row).getByRole('button', { name: 'Mark as taken: Academic year 2BR on Mills' }),
    );
    expect(
      await screen.findByText('Marked as taken. It no longer shows in the listings.'),
    ).toBeInTheDocument();
    expect(await within(row).findByRole('note')).toHaveTextContent(TAKEN_ROW);
    expect(mock.db.findListing(4)?.status).toBe('TAKEN');

    await user.click(
      within(row).getByRole('button', { name: 'Available again: Academic year 2BR on Mills' }),
    );
    expect(
      await screen.findByText('Available again. It is back in the listings.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('note')).not.toBeInTheDocument());
    expect(mock.db.findListing(4)?.status).toBe('AVAILABLE');
    act(() => toast.dismiss());
  });

  it('tells the owner which of their listings is hidden while reports are reviewed', async () => {
    // Three people reported listing 4: out of the public list, still in My Listings.
    for (const uid of ['r1', 'r2', 'r3']) {
      mock.db.reports.push({
        reportID: mock.db.reports.length + 1,
        listingID: 4,
        reporterUid: uid,
        reason: 'scam',
        text: '',
        createdAt: new Date().toISOString(),
        reviewed: false,
      });
    }
    signInTestUser();
    const { user } = renderProfile();
    await user.click(tab(/My Listings/));
    const row = (await screen.findByRole('link', { name: 'Academic year 2BR on Mills' })).closest(
      'li',
    );
    expect(within(row as HTMLElement).getByRole('note')).toHaveTextContent(UNDER_REVIEW_ROW);
  });

  it('keeps the listing and says so when deleting it fails', async () => {
    signInTestUser();
    mock.server.use(
      http.delete('*/api/listings/:id', () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    const { user } = renderProfile();
    await user.click(tab(/My Listings/));
    await user.click(
      await screen.findByRole('button', { name: 'Delete Academic year 2BR on Mills' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete listing. Please try again.'),
    ).toBeInTheDocument();
  });

  it('opens the tab given in the navigation state', async () => {
    signInTestUser();
    renderProfile({ pathname: '/profile', state: { activeTab: 'messages' } });
    expect(tab(/Messages/)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Your conversations')).toBeInTheDocument();
  });

  it('after Update Listing, opens My Listings with a confirmation that links to the listing', async () => {
    signInTestUser();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderProfile({
      pathname: '/profile',
      state: {
        activeTab: 'listings',
        listingNotice: { kind: 'updated', listingID: '4', title: 'Renovated 2BR on Mills' },
      },
    });
    expect(tab(/My Listings/)).toHaveAttribute('aria-selected', 'true');
    const text = screen.getByText('Your listing “Renovated 2BR on Mills” is updated.');
    const notice = text.closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      '/listings/4',
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/is updated/)).not.toBeInTheDocument();
    expect(tab(/My Listings/)).toHaveAttribute('aria-selected', 'true');
  });

  it('badges Messages with the unread total (99+), hides it once opened, and shows it on new unread', async () => {
    signInTestUser();
    const conversation = makeConversationDto({
      requesterFirebaseUid: testUser.uid,
      unreadCount: 150,
    });
    mock.db.conversations = [conversation];
    const { user, queryClient } = renderProfile();

    await waitFor(() =>
      expect(tab(/Messages/)).toHaveAccessibleName('Messages 99+ unread messages'),
    );
    await user.click(tab(/Messages/));
    expect(tab(/Messages/)).toHaveAccessibleName('Messages');
    await user.click(tab(/Saved Listings/));
    expect(tab(/Messages/)).toHaveAccessibleName('Messages');

    conversation.unreadCount = 2;
    await queryClient.invalidateQueries({ queryKey: ['conversations'] });
    await waitFor(() => expect(tab(/Messages/)).toHaveAccessibleName('Messages 2 unread messages'));
  });

  it('falls back with a link and a retry when the messaging remote cannot be loaded', async () => {
    signInTestUser();
    let calls = 0;
    const flaky: ConversationListLoader = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Could not load mf_messaging/ConversationList');
      return remoteList();
    };
    const { user } = renderProfile(
      { pathname: '/profile', state: { activeTab: 'messages' } },
      flaky,
    );
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    // The rest of the profile still works.
    expect(screen.getByRole('heading', { level: 1, name: 'Test User' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your conversations')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('reports a conversation list that throws against the messaging remote', async () => {
    signInTestUser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: [string, unknown][] = [];
    configureRemoteErrorReporter((id, error) => reported.push([id, error]));
    const bug = new Error('a bug in the release');
    const broken: ConversationListLoader = async () => ({
      default: () => {
        throw bug;
      },
    });
    renderProfile({ pathname: '/profile', state: { activeTab: 'messages' } }, broken);
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    expect(reported).toEqual([['mf_messaging/ConversationList', bug]]);
    configureRemoteErrorReporter(() => undefined);
  });
});
