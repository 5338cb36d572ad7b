import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, desktop, failing, never, phone, storyApi, testUser } from 'shared-api/mocks';
import { expect } from 'storybook/test';
import ProfilePage from './profile-page';

/**
 * /profile over the mock API, signed in as `testUser`: the seed has them save 'Room in 3BR on
 * Johnson St' and own 'Academic year 2BR on Mills'. (The Messages tab loads mf-messaging at run
 * time: with no federation here it shows its retry panel; mf-messaging has its own stories.)
 */
const meta = {
  title: 'Profile/Pages/Profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryShell routes={[{ path: '/profile', element: <ProfilePage /> }]} entry="/profile" />
  ),
  beforeEach: storyApi(),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Room in 3BR on Johnson St' }),
    ).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));

/** The My Listings tab: the person's own listing with Edit and Delete. */
export const MyListings: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /My Listings/ }));
    await expect(
      await canvas.findByRole('link', { name: 'Academic year 2BR on Mills' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Delete Academic year 2BR on Mills' }),
    ).toBeVisible();
  },
};

/** Edit Profile opens the form under the header; Cancel Edit closes it. */
export const EditProfile: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(testUser.displayName);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Edit' }));
    await expect(canvas.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
  },
};

/** Nothing saved, nothing posted. */
export const Empty: Story = {
  beforeEach: storyApi((db) => {
    db.saved.clear();
    db.listings = db.listings.filter((l) => l.firebaseUid !== testUser.uid);
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText("You haven't saved any listings yet")).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /My Listings/ }));
    await expect(await canvas.findByText("You haven't posted any listings yet")).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('get', '/user/saved-listings')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading saved listings...')).toBeVisible();
  },
};
export const LoadingDarkPhone = dark(phone(Loading));

export const Error: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/user/saved-listings')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error loading saved listings')).toBeVisible();
    await expect(canvas.getByText('Please try refreshing the page')).toBeVisible();
  },
};
export const ErrorDarkPhone = dark(phone(Error));

export const SignedOut: Story = {
  beforeEach: storyApi(undefined, { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sign in to view your profile' }),
    ).toBeVisible();
  },
};
