import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M, useSession } from 'shared-api';
import { setupMockApi } from 'shared-api/mocks/node';
import CreateListingPage from './create-listing-page';
import {
  enter,
  field,
  fillValidForm,
  pickDate,
  pngFile,
} from '../features/listing-editor/test/form-helpers';
import { renderWithShell } from 'remote-harness/testing';

// No request is expected here: any call would fail the test (onUnhandledFrame: 'error').
setupMockApi();

const renderCreate = () =>
  renderWithShell([{ path: '/listings/new', element: <CreateListingPage /> }], '/listings/new', {
    user: { delay: null },
  });
const preview = () => within(screen.getByRole('article', { name: 'Listing preview' }));
const SLOW = { timeout: 30_000 };

describe('create page layout', () => {
  it('shows the form with its defaults and the empty preview', () => {
    renderCreate();
    expect(
      screen.getByRole('heading', { level: 1, name: 'List Your Property' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listing Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(field('City')).toHaveValue('Madison');
    expect(field('State')).toHaveValue('WI');
    expect(field('Term')).toHaveValue('Fall');
    expect(field('Roommates')).toHaveAttribute('placeholder', 'Number of roommates needed');
    expect(field('Roommates')).toHaveAttribute('min', '0');
    expect(field('Unit Number (optional)')).toHaveValue('');
    expect(screen.getByText('0/50')).toBeInTheDocument();
    expect(screen.getByText('0/750')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.getByText('Supported formats: JPG, PNG, GIF (max 5MB each)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeInTheDocument();
    for (const text of [
      'Listing Title',
      'No description provided.',
      'No images uploaded',
      'Address',
    ]) {
      expect(preview().getByText(text)).toBeInTheDocument();
    }
    expect(preview().getAllByText('TBD').length).toBeGreaterThan(0);
  });
});

describe('validation', () => {
  it(
    'shows an error on blur, not while first typing, then follows every change',
    SLOW,
    async () => {
      const { user } = renderCreate();
      await user.type(field('Title'), 'abcd');
      expect(screen.queryByText(M.titleMin)).not.toBeInTheDocument();
      await user.tab();
      expect(field('Title')).toHaveAccessibleDescription(expect.stringContaining(M.titleMin));
      expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
      await user.type(field('Title'), 'e');
      expect(screen.queryByText(M.titleMin)).not.toBeInTheDocument();
      expect(screen.getByText('5/50')).toBeInTheDocument();
    },
  );

  it.each([
    ['Title', 'a'.repeat(4), M.titleMin],
    ['Title', `  ${'a'.repeat(4)}  `, M.titleMin],
    ['Title', 'a'.repeat(51), M.titleMax],
    ['Description', 'd'.repeat(19), M.descriptionMin],
    ['Description', 'd'.repeat(751), M.descriptionMax],
    ['Price per month', '0', M.price],
    ['Price per month', '-1', M.price],
    ['Bedrooms', '0', M.bedrooms],
    ['Bathrooms', '0', M.bathrooms],
    ['Bathrooms', '1.25', M.bathrooms],
    ['Square Feet', '0', M.squareFeet],
    ['Roommates', '-1', M.roommates],
    ['Zip Code', '5370', M.zipcode],
    ['Zip Code', '53703-12', M.zipcode],
    ['Zip Code', '53703 1234', M.zipcode],
    ['Zip Code', 'ABCDE', M.zipcode],
    ['Street', 's'.repeat(256), M.streetMax],
    ['City', 'c'.repeat(101), M.cityMax],
    ['State', 's'.repeat(101), M.stateMax],
  ])('%s %j → %s', SLOW, async (label, value, message) => {
    const { user } = renderCreate();
    await enter(user, label, value);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['Title', 'a'.repeat(5)],
    ['Title', 'a'.repeat(50)],
    ['Description', 'd'.repeat(20)],
    ['Description', 'd'.repeat(750)],
    ['Price per month', '0.01'],
    ['Roommates', '0'],
    ['Bathrooms', '1.5'],
    ['Zip Code', '53703'],
    ['Zip Code', '53703-1234'],
  ])('%s %j is accepted', SLOW, async (label, value) => {
    const { user } = renderCreate();
    await enter(user, label, value);
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  });

  it('requires city and state once cleared', SLOW, async () => {
    const { user } = renderCreate();
    await user.clear(field('City'));
    await user.clear(field('State'));
    await user.tab();
    expect(screen.getByText(M.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(M.stateRequired)).toBeInTheDocument();
  });

  it('wants the end date after the start date', SLOW, () => {
    renderCreate();
    pickDate('Expected Start Date', '2030-09-01');
    pickDate('Expected End Date', '2030-09-01');
    expect(screen.getByText(M.endDateAfter)).toBeInTheDocument();
    pickDate('Expected End Date', '2030-09-02');
    expect(screen.queryByText(M.endDateAfter)).not.toBeInTheDocument();
  });

  it('on submit shows every error and moves focus to the first one', SLOW, async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    for (const message of [
      M.titleMin,
      M.descriptionMin,
      M.price,
      M.startDate,
      M.endDateRequired,
      M.bedrooms,
      M.bathrooms,
      M.squareFeet,
      M.roommates,
      M.streetRequired,
      M.zipcode,
      M.images,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Title')).toHaveFocus();
  });

  it('focuses the first invalid field in form order', SLOW, async () => {
    const { user } = renderCreate();
    await fillValidForm(user);
    await enter(user, 'Zip Code', '123');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(field('Zip Code')).toHaveFocus();
  });

  it('asks a signed-out person to sign in, keeping the form', SLOW, async () => {
    const { user } = renderCreate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(
      await screen.findByText('You must be signed in to create a listing.'),
    ).toBeInTheDocument();
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to continue' });
    expect(field('Title')).toHaveValue('Sunny room near campus');
  });
});

describe('preview and masking', () => {
  it('updates live and masks profanity in title and description', SLOW, async () => {
    const { user } = renderCreate();
    await enter(user, 'Title', 'Cozy shit room');
    await enter(user, 'Description', 'No fucking noise after ten, promise.');
    await enter(user, 'Price per month', '1200');
    await enter(user, 'Street', '5 Lake St');
    await enter(user, 'Unit Number (optional)', '2');
    expect(await preview().findByRole('heading', { name: 'Cozy **** room' })).toBeInTheDocument();
    expect(preview().getByText('No ******* noise after ten, promise.')).toBeInTheDocument();
    expect(preview().getByText('$1,200/month')).toBeInTheDocument();
    expect(preview().getByText('5 Lake St, Unit 2, Madison, WI')).toBeInTheDocument();
    // The field keeps what was typed; only the preview and the payload are masked.
    expect(field('Title')).toHaveValue('Cozy shit room');
  });
});

describe('photos', () => {
  it('adds, shows in order and removes photos by an accessible button', SLOW, async () => {
    const { user } = renderCreate();
    await user.upload(field('Choose photos'), [
      pngFile('a.png'),
      pngFile('b.png'),
      pngFile('c.png'),
    ]);
    const list = within(screen.getByRole('list', { name: 'Selected photos' }));
    expect(list.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '1 of 3: a.png',
      '2 of 3: b.png',
      '3 of 3: c.png',
    ]);
    expect(preview().queryByText('No images uploaded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(list.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '1 of 2: a.png',
      '2 of 2: c.png',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove c.png' }));
    expect(screen.getByText(M.images)).toBeInTheDocument();
    expect(preview().getByText('No images uploaded')).toBeInTheDocument();
  });

  it('takes only image files from a drop', SLOW, () => {
    renderCreate();
    const files = [pngFile('room.png'), new File(['hello'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.drop(screen.getByText('Drag and drop photos here, or'), {
      dataTransfer: { files, types: ['Files'] },
    });
    expect(screen.getByRole('img', { name: '1 of 1: room.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /notes\.txt/ })).not.toBeInTheDocument();
    expect(screen.getByText('One file was skipped: only images can be added.')).toBeInTheDocument();
  });
});
