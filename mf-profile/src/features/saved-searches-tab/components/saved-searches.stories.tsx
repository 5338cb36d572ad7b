import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import {
  addSavedSearch,
  dark,
  desktop,
  failing,
  never,
  phone,
  storyApi,
  testUser,
  type MockDb,
} from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { SavedSearches, SEARCHES_EMPTY } from './saved-searches';

/** Two saved searches of `testUser`: one with new matches (seeded listings 1 and 2), one without. */
const twoSearches = (db: MockDb) => {
  addSavedSearch(db, testUser.uid, {
    name: 'Cheap Fall near campus',
    query: 'term=Fall&maxPrice=1200&roommates=0&sort=price-asc',
    newListingIds: [1],
  });
  addSavedSearch(db, testUser.uid, { name: 'Anything', newListingIds: [1, 2] });
  addSavedSearch(db, testUser.uid, {
    name: 'Summer with a balcony',
    query: 'term=Summer&amenities=Balcony',
  });
};

/** The profile's Saved Searches tab over the mock API, signed in as `testUser`. */
const meta = {
  title: 'Profile/Saved searches',
  component: SavedSearches,
  render: () => (
    <StoryShell routes={[{ path: '/profile', element: <SavedSearches /> }]} entry="/profile" />
  ),
  beforeEach: storyApi(twoSearches),
} satisfies Meta<typeof SavedSearches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Open Anything' })).toBeVisible();
    await expect(canvas.getByText('2 new')).toBeVisible();
    await expect(
      canvas.getByText('Fall · $0 – $1,200 · No roommates · Price: Low to High'),
    ).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkPhone = dark(phone(Filled));
export const FilledDesktop = desktop(Filled);

export const Empty: Story = {
  beforeEach: storyApi(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SEARCHES_EMPTY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Listings' })).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('get', '/user/saved-searches')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading saved searches...')).toBeVisible();
  },
};
export const LoadingDark = dark(Loading);

export const Failed: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/user/saved-searches')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error loading saved searches')).toBeVisible();
  },
};
export const FailedDark = dark(Failed);

/** Rename: the dialog with the shared name rule. */
export const Rename: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Anything' }));
  },
};
export const RenameDarkPhone = dark(phone(Rename));
