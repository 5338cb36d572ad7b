import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createListingHandlers, createListingWriteLog, signInTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import EditListingPage from './edit-listing-page';
import { enter, field, pngFile } from '../features/listing-editor/test/form-helpers';
import { renderWithShell } from 'remote-harness/testing';

const log = createListingWriteLog();
const { server, db } = setupMockApi((mockDb) => createListingHandlers(mockDb, log));
afterEach(() => Object.assign(log, createListingWriteLog()));

const STORED = 'http://localhost:3000/api/storage/listings/4';
// Listing 4 of the seeded db belongs to the test user; give it stored photos with real links.
beforeEach(() => {
  const own = db.findListing(4)!;
  own.preSignedGetUrls = [`${STORED}/porch.jpg?sig=a`, `${STORED}/living%20room.jpg?sig=b`];
  // Servers may send date columns as times: the form still wants YYYY-MM-DD.
  seededStart = own.startDate!;
  own.startDate = `${seededStart}T00:00:00Z`;
});
let seededStart = '';

const renderEdit = (id = '4') =>
  renderWithShell(
    [{ path: '/listings/:id/edit', element: <EditListingPage /> }],
    `/listings/${id}/edit`,
    {
      user: { delay: null },
    },
  );
const SLOW = { timeout: 30_000 };
const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Selected photos' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

describe('edit flow', () => {
  it('loads, prefills and shows the stored photos', SLOW, async () => {
    signInTestUser();
    renderEdit();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Listing' }),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Academic year 2BR on Mills');
    expect(field('Expected Start Date')).toHaveValue(seededStart);
    expect(field('Term')).toHaveValue('Academic Year');
    expect(field('Street')).toHaveValue('202 N Mills St');
    // The owner's read carries the unit number (no public answer does).
    expect(field('Unit Number (optional)')).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Dishwasher' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wifi' })).not.toBeChecked();
    expect(thumbnails()).toEqual(['1 of 2: porch.jpg', '2 of 2: living room.jpg']);
    expect(screen.getByRole('button', { name: 'Update Listing' })).toBeInTheDocument();
  });

  it(
    'sends the changes, deleted and added photo names, uploads the new photo and goes to /profile',
    SLOW,
    async () => {
      signInTestUser();
      const { user } = renderEdit();
      await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
      await enter(user, 'Title', 'Renovated 2BR on Mills');
      await user.click(screen.getByRole('button', { name: 'Remove living room.jpg' }));
      await user.upload(field('Choose photos'), [pngFile('porch.jpg')]);
      await user.click(screen.getByRole('button', { name: 'Update Listing' }));

      expect(await screen.findByRole('heading', { name: 'Page at /profile' })).toBeInTheDocument();
      // The address did not change: no new geocoding, the stored position is kept.
      expect(log.geocodeQueries).toEqual([]);
      expect(log.updated).toHaveLength(1);
      expect(log.updated[0]).toMatchObject({
        listing: {
          listingID: 4,
          title: 'Renovated 2BR on Mills',
          lat: 43.0689,
          lon: -89.4078,
          status: 'AVAILABLE',
        },
        deleteFileNames: ['living room.jpg'],
        // 'porch.jpg' is still stored: the new photo gets its own name.
        addFileNames: ['porch-2.jpg'],
      });
      expect(log.uploads).toHaveLength(1);
      expect(db.findListing(4)?.title).toBe('Renovated 2BR on Mills');
      // Back to My Listings (not the default Saved tab), with the confirmation for that page.
      expect(
        JSON.parse(screen.getByRole('status', { name: 'Navigation state' }).textContent!),
      ).toEqual({
        activeTab: 'listings',
        listingNotice: { kind: 'updated', listingID: '4', title: 'Renovated 2BR on Mills' },
      });
    },
  );

  it('shows stored photos by their own names and deletes them by their link', SLOW, async () => {
    // As the server answers since keys are its own: links end in a key, `photos[].name` is the name.
    const own = db.findListing(4)!;
    const links = [
      `${STORED}/0a1b2c3d4e5f6071.webp?sig=a`,
      `${STORED}/8899aabbccddeeff.webp?sig=b`,
    ];
    own.preSignedGetUrls = links;
    own.photos = links.map((url, i) => ({
      url,
      width: null,
      height: null,
      variants: [],
      name: ['porch.jpg', 'living room.jpg'][i],
    }));
    signInTestUser();
    const { user } = renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
    expect(thumbnails()).toEqual(['1 of 2: porch.jpg', '2 of 2: living room.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove living room.jpg' }));
    await user.upload(field('Choose photos'), [pngFile('porch.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByRole('heading', { name: 'Page at /profile' })).toBeInTheDocument();
    expect(log.updated[0]).toMatchObject({
      deleteFileNames: ['8899aabbccddeeff.webp'],
      addFileNames: ['porch-2.jpg'],
    });
  });

  it('geocodes again when the address changed', SLOW, async () => {
    signInTestUser();
    const { user } = renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
    await enter(user, 'Street', '1 Langdon St');
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByRole('heading', { name: 'Page at /profile' })).toBeInTheDocument();
    expect(log.geocodeQueries).toEqual(['1 Langdon St, Madison, WI 53715']);
    expect(log.updated[0]?.listing.lat).not.toBe(43.0689);
    expect(log.updated[0]?.addFileNames).toEqual([]);
  });

  it('keeps at least one photo counting the stored ones', SLOW, async () => {
    signInTestUser();
    const { user } = renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Listing' });
    await user.click(screen.getByRole('button', { name: 'Remove porch.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Remove living room.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Update Listing' }));
    expect(screen.getByText('At least one image is required')).toBeInTheDocument();
    expect(log.updated).toHaveLength(0);
  });

  it('says when the listing cannot be loaded, and retries', SLOW, async () => {
    signInTestUser();
    server.use(
      http.get('*/api/user/listings/:id', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderEdit();
    expect(
      await screen.findByText('Failed to fetch listing data. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Update Listing' })).toBeInTheDocument();
  });

  it("refuses another person's listing up front", SLOW, async () => {
    signInTestUser();
    renderEdit('1');
    expect(
      await screen.findByRole('heading', { name: 'You can only edit your own listings.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute(
      'href',
      '/listings/1',
    );
    expect(screen.queryByRole('button', { name: 'Update Listing' })).not.toBeInTheDocument();
  });

  it('says so when the server refuses the update (403)', SLOW, async () => {
    signInTestUser();
    server.use(
      http.put('*/api/listing', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(
      await screen.findByRole('heading', { name: 'You can only edit your own listings.' }),
    ).toBeInTheDocument();
  });

  it('toasts a failed update and keeps the form', SLOW, async () => {
    signInTestUser();
    server.use(http.put('*/api/listing', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
    expect(
      await screen.findByText('Failed to update listing. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Academic year 2BR on Mills');
  });

  it('asks a signed-out visitor to sign in', SLOW, async () => {
    renderEdit();
    expect(
      await screen.findByRole('heading', { name: 'You must be signed in to edit a listing.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
