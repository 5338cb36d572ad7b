import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { GEOCODE_BUSY, LIMITS, LIMIT_MESSAGES, LISTING_MESSAGES } from 'shared-api';
import {
  MOCK_STORAGE_PATH,
  createListingHandlers,
  createListingWriteLog,
  signInTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import CreateListingPage from './create-listing-page';
import { enter, field, fillValidForm, pngFile } from '../features/listing-editor/test/form-helpers';
import { renderWithShell } from 'remote-harness/testing';

const log = createListingWriteLog();
const { server, db } = setupMockApi((mockDb) => createListingHandlers(mockDb, log));
afterEach(() => Object.assign(log, createListingWriteLog()));

const renderCreate = () =>
  renderWithShell([{ path: '/listings/new', element: <CreateListingPage /> }], '/listings/new', {
    user: { delay: null },
  });
const submit = () => screen.getByRole('button', { name: 'Create Listing' });
const uploadedNames = () =>
  log.uploads.map((u) => decodeURIComponent(new URL(u.url).pathname.split('/').pop() ?? ''));
const uploadOf = (i: number) => [log.uploads[i]?.contentType, log.uploads[i]?.size];
const SLOW = { timeout: 30_000 };

describe('create flow', () => {
  it(
    'geocodes, posts the listing with its photo names, uploads each photo and goes to /listings',
    SLOW,
    async () => {
      signInTestUser();
      const { user } = renderCreate();
      await fillValidForm(user, {
        title: 'Sunny shit room near campus',
        photos: [pngFile('front.png'), pngFile('kitchen.png', 128), pngFile('front.png', 32)],
      });
      await user.click(submit());

      expect(await screen.findByRole('heading', { name: 'Page at /listings' })).toBeInTheDocument();
      expect(log.geocodeQueries).toEqual(['123 W Gilman St, Madison, WI 53703']);
      expect(log.created).toHaveLength(1);
      // The list page gets what it needs to confirm the post and link to the new listing.
      const created = db.listings.find((l) => l.title === 'Sunny **** room near campus');
      expect(
        JSON.parse(screen.getByRole('status', { name: 'Navigation state' }).textContent!),
      ).toEqual({
        listingNotice: {
          kind: 'created',
          listingID: String(created?.listingID),
          title: 'Sunny **** room near campus',
        },
      });
      // Same-named photos get distinct names: storage keys are per listing and name.
      expect(log.created[0]?.images).toEqual(['front.png', 'kitchen.png', 'front-2.png']);
      expect(log.created[0]?.listing).toMatchObject({
        title: 'Sunny **** room near campus',
        description: 'Bright room, five minutes from Bascom Hall.',
        rent: 950,
        term: 'Academic Year',
        startDate: '2030-08-20',
        endDate: '2031-05-15',
        bedrooms: 2,
        bathrooms: 1.5,
        squareFeet: 700,
        roommates: 1,
        street: '123 W Gilman St',
        aptnumber: '',
        city: 'Madison',
        state: 'WI',
        zipcode: '53703',
        amenities: ['Wifi'],
        status: 'AVAILABLE',
        lat: expect.any(Number),
        lon: expect.any(Number),
      });
      // Each photo's own bytes under its own name (three go up at once: any order of arrival).
      expect(Object.fromEntries(uploadedNames().map((name, i) => [name, uploadOf(i)]))).toEqual({
        'front.png': ['image/png', 64],
        'kitchen.png': ['image/png', 128],
        'front-2.png': ['image/png', 32],
      });
      expect(log.uploads).toHaveLength(3);
      expect(
        db.listings.some(
          (l) => l.title === 'Sunny **** room near campus' && l.firebaseUid === testUser.uid,
        ),
      ).toBe(true);
    },
  );

  it('shows each photo upload progress while it runs', SLOW, async () => {
    signInTestUser();
    server.use(
      http.put(`*${MOCK_STORAGE_PATH}/:id/:name`, async () => {
        await delay(400);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderCreate();
    await fillValidForm(user, { photos: [pngFile('front.png')] });
    await user.click(submit());
    const bar = await screen.findByRole('progressbar', { name: 'Upload of front.png' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    // The upload itself takes 400 ms here: past Testing Library's 1 s default on a loaded machine.
    expect(
      await screen.findByRole('heading', { name: 'Page at /listings' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('puts the geocoder failure on the street field and sends nothing', SLOW, async () => {
    signInTestUser();
    const { user } = renderCreate();
    await fillValidForm(user);
    // Neither Madison nor a Madison ZIP: the fixture geocoder (server and mock alike) finds nothing.
    await enter(user, 'City', 'Springfield');
    await enter(user, 'Zip Code', '62701');
    await user.click(submit());
    expect(await screen.findByText(LISTING_MESSAGES.geocode)).toBeInTheDocument();
    expect(field('Street')).toHaveAccessibleDescription(
      expect.stringContaining(LISTING_MESSAGES.geocode),
    );
    // Focus moves in the effect after the message renders: on a busy machine, a moment later.
    await waitFor(() => expect(field('Street')).toHaveFocus());
    expect(log.created).toHaveLength(0);
    // Correcting the address clears the message, and the next submit goes through.
    await enter(user, 'City', 'Madison');
    await enter(user, 'Zip Code', '53703');
    expect(screen.queryByText(LISTING_MESSAGES.geocode)).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Page at /listings' })).toBeInTheDocument();
  });

  it(
    'says so on the street field when the address service is busy, then goes through',
    SLOW,
    async () => {
      signInTestUser();
      const busy = GEOCODE_BUSY;
      let serviceBusy = true;
      server.use(
        http.get('*/api/geocode', () =>
          serviceBusy ? HttpResponse.json({ error: busy }, { status: 503 }) : undefined,
        ),
      );
      const { user } = renderCreate();
      await fillValidForm(user);
      await user.click(submit());
      expect(await screen.findByText(busy, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(field('Street')).toHaveAccessibleDescription(expect.stringContaining(busy));
      expect(screen.queryByText(LISTING_MESSAGES.geocode)).not.toBeInTheDocument();
      expect(log.created).toHaveLength(0);
      expect(field('Title')).toHaveValue('Sunny room near campus');
      // Nothing to correct: the same form, sent again once the service has room, is created.
      serviceBusy = false;
      await user.click(submit());
      expect(
        await screen.findByRole('heading', { name: 'Page at /listings' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(log.created).toHaveLength(1);
    },
  );

  it('toasts a failed create and keeps the form', SLOW, async () => {
    signInTestUser();
    server.use(
      http.post('*/api/listing', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const { user } = renderCreate();
    await fillValidForm(user);
    await user.click(submit());
    expect(
      await screen.findByText('Failed to create listing. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Sunny room near campus');
    expect(field('Title')).toBeEnabled();
    expect(submit()).toBeEnabled();
    expect(log.uploads).toHaveLength(0);
  });

  it('shows the photo cap inline and sends nothing until photos are removed', SLOW, async () => {
    signInTestUser();
    const { user } = renderCreate();
    const photos = Array.from({ length: LIMITS.imagesPerListing + 1 }, (_, i) =>
      pngFile(`p${i}.png`),
    );
    await fillValidForm(user, { photos });
    expect(await screen.findByText(LIMIT_MESSAGES.tooManyImages)).toBeInTheDocument();
    await user.click(submit());
    expect(log.created).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    expect(screen.queryByText(LIMIT_MESSAGES.tooManyImages)).not.toBeInTheDocument();
  });

  it("toasts the server's reason when a cap refuses the listing", SLOW, async () => {
    signInTestUser();
    // The server's answer at the cap (api-contract error shape; contract-cases checks the mocks' own).
    server.use(
      http.post('*/api/listing', () =>
        HttpResponse.json({ error: LIMIT_MESSAGES.tooManyListings }, { status: 429 }),
      ),
    );
    const { user } = renderCreate();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByText(LIMIT_MESSAGES.tooManyListings)).toBeInTheDocument();
    expect(log.uploads).toHaveLength(0);
  });

  it('lets a failed upload be retried without sending the listing again', SLOW, async () => {
    signInTestUser();
    server.use(
      http.put(
        `*${MOCK_STORAGE_PATH}/:id/kitchen.png`,
        () => new HttpResponse(null, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderCreate();
    await fillValidForm(user, { photos: [pngFile('front.png'), pngFile('kitchen.png')] });
    await user.click(submit());

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('Your listing is saved, but some photos could not be uploaded.'),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(uploadedNames()).toEqual(['front.png']);

    await user.click(screen.getByRole('button', { name: 'Retry upload of kitchen.png' }));
    expect(await screen.findByRole('heading', { name: 'Page at /listings' })).toBeInTheDocument();
    expect(log.created).toHaveLength(1);
    expect(uploadedNames()).toEqual(['front.png', 'kitchen.png']);
  });

  it('counts a photo whose link was already used (a lost answer) as uploaded', SLOW, async () => {
    signInTestUser();
    server.use(
      http.put(
        `*${MOCK_STORAGE_PATH}/:id/kitchen.png`,
        () =>
          HttpResponse.json({ error: 'This upload link has already been used' }, { status: 409 }),
        { once: true },
      ),
    );
    const { user } = renderCreate();
    await fillValidForm(user, { photos: [pngFile('front.png'), pngFile('kitchen.png')] });
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Page at /listings' })).toBeInTheDocument();
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('signs a person in whose session ended before the create', SLOW, async () => {
    signInTestUser();
    server.use(
      http.post('*/api/listing', () =>
        HttpResponse.json({ error: 'User not authenticated' }, { status: 401 }),
      ),
    );
    const { user } = renderCreate();
    await fillValidForm(user);
    await user.click(submit());
    expect(
      await screen.findByText('You must be signed in to create a listing.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(log.created).toHaveLength(0));
  });
});
