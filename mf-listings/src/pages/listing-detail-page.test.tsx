import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { listingListQuery, useSession } from 'shared-api';
import { createTestQueryClient, makeListingDto, signInTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ListingDetailPage from './listing-detail-page';

const mock = setupMockApi();
const open = (id: string | number) =>
  renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], `/listings/${id}`);

describe('ListingDetailPage states', () => {
  it('says it is loading, then shows the listing', async () => {
    open(1);
    expect(screen.getByText('Loading listing details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Langdon St studio by the lake' }),
    ).toBeInTheDocument();
  });

  it('says when the listing does not exist, with a way back', async () => {
    open(999);
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('shows the error with its message and a back link', async () => {
    mock.server.use(
      http.get('*/api/listings/:id/details', () => new HttpResponse(null, { status: 500 })),
    );
    open(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading listing');
    expect(alert).toHaveTextContent('Something went wrong on the server. Please try again.');
    expect(screen.getByRole('link', { name: /Back to Listings/ })).toHaveAttribute(
      'href',
      '/listings',
    );
  });
});

describe('ListingDetailPage of a taken listing', () => {
  it('says it is no longer available, and a new conversation is refused with that reason', async () => {
    const listing = mock.db.findListing(1);
    if (listing) listing.status = 'TAKEN';
    signInTestUser();
    const { user } = open(1);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('No longer available.');
    expect(note).toHaveTextContent('The lister has marked this listing as taken.');
    expect(screen.queryByText(/^Available/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Lister' }));
    expect(await screen.findByText('This listing is no longer available.')).toBeInTheDocument();
  });

  it('lets the owner mark it taken and available again from its page', async () => {
    signInTestUser();
    const { user } = open(4);
    await user.click(await screen.findByRole('button', { name: 'Mark as taken' }));
    expect(
      await screen.findByText('Marked as taken. It no longer shows in the listings.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('You marked this listing as taken');
    await user.click(screen.getByRole('button', { name: 'Available again' }));
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(mock.db.findListing(4)?.status).toBe('AVAILABLE');
    // Toasts live outside the rendered tree: the next test starts without this one's.
    act(() => toast.dismiss());
  });
});

describe('ListingDetailPage from the list', () => {
  it("shows the card's copy at once and holds the lister's place until the page answers", async () => {
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(listingListQuery());
    mock.server.use(http.get('*/api/listings/:id/details', () => delay('infinite')));
    renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], '/listings/1', {
      queryClient,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Langdon St studio by the lake' }),
    ).toBeInTheDocument();
    const lister = screen.getByRole('region', { name: 'About the Lister' });
    // The list names no lister: no 'Unknown User' / 'No email provided' flash before the answer.
    expect(within(lister).queryByText('Unknown User')).not.toBeInTheDocument();
    expect(within(lister).queryByText('No email provided')).not.toBeInTheDocument();
    expect(lister.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The lean list carries no description: its place is held, never 'No description provided.'.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).queryByText('No description provided.')).not.toBeInTheDocument();
    expect(description.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("fills the description in when the page's own answer arrives", async () => {
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(listingListQuery());
    renderWithShell([{ path: '/listings/:id', element: <ListingDetailPage /> }], '/listings/1', {
      queryClient,
    });
    expect(await screen.findByText(/Furnished studio one block from the lake/)).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('ListingDetailPage content', () => {
  it('shows every section of the listing', async () => {
    open(1);
    await screen.findByRole('heading', { level: 1, name: 'Langdon St studio by the lake' });
    expect(screen.getByText('$1,150/month')).toBeInTheDocument();
    // The semester badge, coloured by its first word.
    expect(screen.getAllByText('Fall').filter((el) => el.classList.contains('fall'))).toHaveLength(
      1,
    );
    expect(screen.getByText(/^Available/).textContent).toMatch(/Available 8\/20\/\d\d/);
    // The unit number is the owner's alone: a listing's page leaves it out.
    expect(screen.getByText('120 Langdon St, Madison, WI 53703')).toBeInTheDocument();
    // 43.0768,-89.3932 to the campus point: the real distance, not the spec's fixed placeholder.
    expect(screen.getByText('0.9 miles to campus')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Property Details' });
    for (const [term, value] of [
      ['Bedrooms', '1'],
      ['Bathrooms', '1'],
      ['Square Feet', '420'],
      ['Roommates', '0'],
      ['Semester', 'Fall'],
    ]) {
      expect(within(details).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(within(details).getByText('Lease Term').nextElementSibling?.textContent).toMatch(
      /^8\/20\/\d\d to 12\/20\/\d\d$/,
    );
    expect(screen.getByText(/Furnished studio one block from the lake/)).toBeInTheDocument();
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wifi', 'Furnished', 'Central A/C']);
    expect(screen.getByRole('region', { name: 'Location' })).toContainElement(
      screen.getByRole('group', { name: /^Map:/ }),
    );
    const lister = screen.getByRole('region', { name: 'About the Lister' });
    expect(lister).toHaveTextContent('Bucky Badger');
    expect(lister).toHaveTextContent('bucky@wisc.edu');
    expect(lister).toHaveTextContent('Member since September 2023');
    expect(within(lister).getByText('Verified e-mail')).toBeInTheDocument();
    // The mock lister answers within a day (the server works it out from their conversations).
    expect(within(lister).getByText('Usually replies within a day')).toBeInTheDocument();
  });

  it('says nothing about reply times when the server has too little to go on', async () => {
    mock.db.replyTimes.clear();
    open(1);
    const lister = await screen.findByRole('region', { name: 'About the Lister' });
    await waitFor(() => expect(lister).toHaveTextContent('bucky@wisc.edu'));
    expect(lister.textContent).not.toMatch(/Usually replies/);
  });

  it('says when the lister has not verified their e-mail address', async () => {
    mock.db.listings.push(
      makeListingDto({ listingID: 78, email: 'someone@example.com', emailVerified: false }),
    );
    open(78);
    const lister = await screen.findByRole('region', { name: 'About the Lister' });
    expect(lister).toHaveTextContent('someone@example.com');
    expect(within(lister).getByText('E-mail not verified')).toBeInTheDocument();
    expect(within(lister).queryByText('Verified e-mail')).not.toBeInTheDocument();
  });

  it('cycles the photos with wrapping arrows', async () => {
    const user = userEvent.setup();
    open(1);
    const photos = await screen.findByRole('region', { name: /Photos of/ });
    expect(photos).toHaveTextContent('1 / 3');
    await user.click(within(photos).getByRole('button', { name: 'Previous photo' }));
    expect(photos).toHaveTextContent('3 / 3');
    await user.click(within(photos).getByRole('button', { name: 'Next photo' }));
    expect(photos).toHaveTextContent('1 / 3');
    expect(within(photos).getByRole('img')).toHaveAccessibleName(/\(1 of 3\)/);
  });

  it('shows the whole photo from its sizes, and opens it full screen on a tap', async () => {
    const user = userEvent.setup();
    open(1);
    const photos = await screen.findByRole('region', { name: /Photos of/ });
    const img = within(photos).getByRole('img');
    // The mock server's sizes, as the real one sends them (400/800/1600 px WebP).
    expect(img.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1600w$/);
    expect(img).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 60vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    await user.click(within(photos).getByRole('button', { name: 'Next photo' }));
    await user.click(within(photos).getByRole('button', { name: 'View photos full screen' }));
    // Downloaded on this first tap (its own chunk), then open.
    const gallery = await screen.findByRole('dialog', { name: /^Photos of / });
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(/\(2 of 3\)/);
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(/\(3 of 3\)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The carousel follows what the gallery showed.
    expect(photos).toHaveTextContent('3 / 3');
  });

  it('says when there are no photos', async () => {
    mock.db.listings.push(makeListingDto({ listingID: 77, preSignedGetUrls: [] }));
    open(77);
    expect(await screen.findByText('No images available')).toBeInTheDocument();
  });
});

describe('ListingDetailPage save toggle', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const user = userEvent.setup();
    open(1);
    // The page's first render in a busy run can outlast the 1 s default wait.
    await user.click(
      await screen.findByRole('button', { name: 'Save Listing' }, { timeout: 15_000 }),
    );
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to save listings' });
  });

  it('saves, then unsaves, flipping only after the server agreed', async () => {
    const user = userEvent.setup();
    signInTestUser();
    // The server answers only once the test has seen the waiting state (a fixed delay raced the
    // click on a loaded machine: the answer could arrive before the click had returned).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mock.server.use(
      http.post('*/api/saved-listings/:id', async () => {
        await answered;
        return undefined;
      }),
    );
    open(1);
    const button = await screen.findByRole('button', { name: 'Save Listing' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveTextContent('Save Listing');
    expect(mock.db.savedBy('test-user').has('1')).toBe(false);
    answer();
    expect(await screen.findByRole('button', { name: 'Unsave Listing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(mock.db.savedBy('test-user').has('1')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unsave Listing' }));
    expect(await screen.findByRole('button', { name: 'Save Listing' })).toBeInTheDocument();
    expect(mock.db.savedBy('test-user').has('1')).toBe(false);
  });

  it('tells the user when saving failed, and keeps the old state', async () => {
    const user = userEvent.setup();
    signInTestUser();
    mock.server.use(
      http.post('*/api/saved-listings/:id', () => new HttpResponse(null, { status: 500 })),
    );
    open(1);
    await user.click(await screen.findByRole('button', { name: 'Save Listing' }));
    expect(
      await screen.findByText('Error saving the listing. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Listing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the owner on their own listing', () => {
  it("offers 'Edit listing' to the owner, and keeps the spec's dialog for Contact Lister", async () => {
    signInTestUser();
    const user = userEvent.setup();
    open(4); // listing 4 belongs to the test user
    const edit = await screen.findByRole('link', { name: 'Edit listing' });
    expect(edit).toHaveAttribute('href', '/listings/4/edit');
    await user.click(screen.getByRole('button', { name: 'Contact Lister' }));
    expect(await screen.findByRole('dialog', { name: 'This is Your Listing' })).toBeInTheDocument();
  });

  it('shows no edit link to anyone else', async () => {
    signInTestUser();
    open(1);
    await screen.findByRole('button', { name: 'Contact Lister' });
    expect(screen.queryByRole('link', { name: 'Edit listing' })).not.toBeInTheDocument();
  });
});
