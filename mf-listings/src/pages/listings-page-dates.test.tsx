import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAY_MESSAGES } from 'shared-api/filters';
import { makeListingDto } from 'shared-api/mocks';
import {
  DATES_FIT_LISTINGS,
  DATES_FIT_ORDER,
  DATES_FIT_QUERY,
} from 'shared-api/mocks/dates-fit-cases';
import { setupMockApi } from 'shared-api/mocks/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, screenIs } from 'remote-harness/testing';
import ListingsPage from './listings-page';

const mock = setupMockApi();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  // The shared dates-fit cases (oldest first; the API answers newest first).
  mock.db.listings.splice(
    0,
    mock.db.listings.length,
    ...DATES_FIT_LISTINGS.map((c, i) =>
      makeListingDto({
        listingID: 500 + i,
        title: c.name,
        startDate: c.startDate,
        endDate: c.endDate,
      }),
    ),
  );
});

const COLD_START = { timeout: 15_000 };
const show = async (path: string) => {
  const utils = renderWithShell([{ path: '/listings', element: <ListingsPage /> }], path);
  await screen.findByRole('heading', { name: /^Available Listings \(\d+\)$/ }, COLD_START);
  return utils;
};
const count = () => screen.getByRole('heading', { level: 1 }).textContent;
const cards = () => screen.getAllByRole('article');
const titles = () => cards().map((a) => within(a).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('ListingsPage with the student’s dates', () => {
  it('shows full covers first, partial ones after with what they cover, and hides the rest', async () => {
    await show(`/listings?${DATES_FIT_QUERY}`);
    expect(count()).toBe(`Available Listings (${DATES_FIT_ORDER.length})`);
    expect(titles()).toEqual(DATES_FIT_ORDER);
    for (const c of DATES_FIT_LISTINGS.filter((l) => l.fit !== 'none')) {
      const text = card(c.name).textContent ?? '';
      if (c.covers) expect(text).toContain(c.covers);
      else expect(text).not.toMatch(/covers/);
    }
    expect(screen.getByRole('button', { name: 'Dates: Mar 1 – Jun 15' })).toBeInTheDocument();
  }, 30_000);

  it('keeps the chosen sort within full and within partial', async () => {
    await show(`/listings?${DATES_FIT_QUERY}&sort=start-date`);
    expect(titles()).toEqual([
      'Around the stay',
      'Exactly the stay',
      'Partial, ends early',
      'Partial, starts late',
      'One night',
    ]);
  });

  it('takes dates from the bar into the URL', async () => {
    const user = userEvent.setup();
    const { router } = await show('/listings');
    expect(count()).toBe(`Available Listings (${DATES_FIT_LISTINGS.length})`);
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    const panel = screen.getByRole('group', { name: 'Dates' });
    await user.type(await within(panel).findByLabelText('Move-in', {}, COLD_START), '2099-03-01');
    // One date alone filters nothing and says what is missing.
    expect(count()).toBe(`Available Listings (${DATES_FIT_LISTINGS.length})`);
    expect(within(panel).getByText(STAY_MESSAGES.needMoveOut)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Move-out'), '2099-06-15');
    expect(count()).toBe(`Available Listings (${DATES_FIT_ORDER.length})`);
    expect(router.state.location.search).toBe(`?${DATES_FIT_QUERY}`);
    await user.click(within(panel).getByRole('button', { name: 'Clear dates' }));
    expect(count()).toBe(`Available Listings (${DATES_FIT_LISTINGS.length})`);
    expect(router.state.location.search).toBe('');
  });

  it('ignores inverted dates with a message in the bar, never failing', async () => {
    const user = userEvent.setup();
    await show('/listings?moveIn=2099-06-15&moveOut=2099-03-01');
    expect(count()).toBe(`Available Listings (${DATES_FIT_LISTINGS.length})`);
    await user.click(screen.getByRole('button', { name: 'Dates: not applied' }));
    const moveOut = await screen.findByLabelText('Move-out', {}, COLD_START);
    expect(moveOut).toHaveAttribute('aria-invalid', 'true');
    expect(moveOut).toHaveAccessibleDescription(STAY_MESSAGES.inverted);
  });

  it('says when a link’s dates cannot be read, until the next change', async () => {
    const user = userEvent.setup();
    const { router } = await show('/listings?moveIn=tomorrow&moveOut=2099-13-45&term=Spring');
    await user.click(screen.getByRole('button', { name: 'Dates: not applied' }));
    expect(await screen.findByText(STAY_MESSAGES.unreadable, {}, COLD_START)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByLabelText('Move-in')).toHaveValue('');
    await act(() => router.navigate('/listings?term=Fall'));
    expect(screen.queryByText(STAY_MESSAGES.unreadable)).not.toBeInTheDocument();
  });

  it('on a phone: the dates are in the filter sheet and count as a filter', async () => {
    screenIs(true);
    const user = userEvent.setup();
    await show(`/listings?${DATES_FIT_QUERY}`);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, COLD_START);
    const dates = within(sheet).getByRole('region', { name: 'Your dates' });
    expect(await within(dates).findByLabelText('Move-in', {}, COLD_START)).toHaveValue(
      '2099-03-01',
    );
    await user.clear(within(dates).getByLabelText('Move-out'));
    expect(within(dates).getByText(STAY_MESSAGES.needMoveOut)).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: `Show ${DATES_FIT_LISTINGS.length} listings` }),
    ).toBeInTheDocument();
  });
});
