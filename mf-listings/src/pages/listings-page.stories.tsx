import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import {
  addSavedSearch,
  dark,
  desktop,
  failing,
  makeListingDto,
  never,
  phone,
  storyApi,
  testUser,
  type MockSavedSearch,
} from 'shared-api/mocks';
import { expect, waitFor, within } from 'storybook/test';
import ListingsPage from './listings-page';

/** Many listings around campus, a few sharing a building, to see grouping and the windowed list. */
function manyListings(n: number) {
  const terms = ['Spring', 'Summer', 'Fall', 'Academic Year'] as const;
  const y = new Date().getFullYear() + 1;
  return Array.from({ length: n }, (_, i) =>
    makeListingDto({
      listingID: 5000 - i,
      title: `Sublet #${i + 1} near campus`,
      rent: 500 + ((i * 37) % 2400),
      term: terms[i % 4],
      endDate: `${y}-12-20`,
      roommates: i % 5,
      lat: 43.0755 + (((i * 13) % 40) - 20) / 2000,
      lon: -89.41 + (((i * 29) % 60) - 30) / 2000,
    }),
  );
}

/** /listings over the mock API (the seed: four listings around campus). */
const meta = {
  title: 'Listings/Pages/Listings page',
  component: ListingsPage,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryShell routes={[{ path: '/listings', element: <ListingsPage /> }]} entry="/listings" />
  ),
  beforeEach: storyApi(undefined, { signedIn: false }),
} satisfies Meta<typeof ListingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const count = (n: number) => ({ level: 1, name: `Available Listings (${n})` });
/** A listing whose bubble is within a phone's map (the default view is narrow there). */
const johnson = { name: 'Room in 3BR on Johnson St, $825 per month' };

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', count(4))).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));
export const SignedIn: Story = { beforeEach: storyApi(), play: Filled.play };

/** Filter by term: the heading counts what is left, the list holds only that; 'Any': all four. */
export const FilterTheList: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', count(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Term' }));
    const spring = within(canvas.getByRole('group', { name: 'Term' })).getByRole('button', {
      name: 'Spring',
    });
    await userEvent.click(spring);
    await expect(canvas.getByRole('heading', count(1))).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Listings' });
    await expect(
      within(results)
        .getAllByRole('article')
        .map((a) => a.ariaLabel),
    ).toEqual(['Room in 3BR on Johnson St']);
    // Picking closes the menu; the button now says what is chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Term: Spring' }));
    const term = canvas.getByRole('group', { name: 'Term' });
    await userEvent.click(within(term).getByRole('button', { name: 'Any Term' }));
    await expect(canvas.getByRole('heading', count(4))).toBeVisible();
  },
};

export const Hundreds: Story = {
  beforeEach: storyApi((db) => (db.listings = manyListings(400)), { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', count(400))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storyApi((db) => (db.listings = []), { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', count(0))).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi(undefined, { signedIn: false, handlers: () => [never('get', '/listings')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading listings...');
  },
};
export const LoadingDarkPhone = dark(phone(Loading));

/** A phone's map view (`view=map`): the map under the filter bar to the bottom edge, 'List' over it. */
const PhoneMapView: Story = {
  render: () => (
    <StoryShell
      routes={[{ path: '/listings', element: <ListingsPage /> }]}
      entry="/listings?view=map"
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', count(4))).toBeVisible();
    const map = canvas.getByRole('region', { name: 'Map' });
    await expect(await within(map).findByRole('button', johnson)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List' })).toBeVisible();
  },
};
export const PhoneMap = phone(PhoneMapView);
export const PhoneMapDark = dark(PhoneMap);

/** The phone's map with a bubble tapped: the desktop's preview card, within 375 px. */
const PhoneMapTapped: Story = {
  render: PhoneMapView.render,
  play: async ({ canvas, userEvent }) => {
    const map = await canvas.findByRole('region', { name: 'Map' });
    await userEvent.click(await within(map).findByRole('button', johnson));
    await expect(
      await within(map).findByRole('heading', { name: 'Unit Preview' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
export const PhoneMapPreview = phone(PhoneMapTapped);
export const PhoneMapPreviewDark = dark(PhoneMapPreview);

export const Error: Story = {
  beforeEach: storyApi(undefined, {
    signedIn: false,
    handlers: () => [failing('get', '/listings')],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error loading listings')).toBeVisible();
  },
};
export const ErrorDarkPhone = dark(phone(Error));

/**
 * A saved search opened from the profile: the listings posted since it was last seen
 * say 'New' (seeded #1 and #2), 'Saved search: … · 2 new' under the title; 'Search Saved' pressed.
 */
let opened: MockSavedSearch | undefined;
export const OpenedSavedSearch: Story = {
  render: () => (
    <StoryShell
      routes={[{ path: '/listings', element: <ListingsPage /> }]}
      entry="/listings?search=1"
    />
  ),
  beforeEach: storyApi((db) => {
    opened = addSavedSearch(db, testUser.uid, {
      name: 'Anything near campus',
      newListingIds: [1, 2],
    });
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/2 new/)).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'Langdon St studio by the lake' });
    await expect(within(card).getByText('New')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search Saved' })).toBeVisible();
    // Opening marks it seen. Wait for that request: arriving after the story, it would mark the
    // next story's search seen (the mock API is swapped between stories) and take its '2 new'.
    const search = opened;
    await waitFor(() => expect(search?.seenIds.has('1')).toBe(true), { timeout: 5_000 });
  },
};
export const OpenedSavedSearchDark = dark(OpenedSavedSearch);
export const OpenedSavedSearchPhone = phone(OpenedSavedSearch);
export const OpenedSavedSearchDarkPhone = dark(phone(OpenedSavedSearch));

/** Signed in, filters chosen: 'Save Search' opens the dialog with the filters as its name. */
export const SaveSearchDialog: Story = {
  render: () => (
    <StoryShell
      routes={[{ path: '/listings', element: <ListingsPage /> }]}
      entry="/listings?term=Fall&maxPrice=1500"
    />
  ),
  beforeEach: storyApi(),
  // The visual test hides the map's RECENTER and outside-the-map pills under the overlay (not the
  // dialog, not the map): the blurred edges of their shadows came out a level or two apart between
  // runs, after every cause found was fixed (the map drawn before the click, a fresh renderer per
  // story). The other stories of the page picture them.
  parameters: {
    visual: { hide: ['[data-control="recenter"]', 'div:has(> [data-control="fit-all"])'] },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // From 768 px the map's code loads on its own: the dialog opens over the page with its map
    // drawn (RECENTER and '1 listing outside the map' under the dimmed overlay), never before it.
    if (canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 768px)').matches) {
      await expect(await canvas.findByRole('button', { name: 'RECENTER' })).toBeVisible();
      await expect(await canvas.findByText('1 listing outside the map')).toBeVisible();
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Search' }));
    // The save flow's code loads on first open (the dialog's frame is there before its content):
    // the story ends with the dialog shown, name filled.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Save Search' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('Fall · $0 – $1,500');
  },
};
export const SaveSearchDialogDarkPhone = dark(phone(SaveSearchDialog));
