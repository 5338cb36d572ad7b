import type { Meta, StoryObj } from '@storybook/react-vite';
import { dark, desktop, phone, storyApi } from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { ShellStory } from '../testing/shell-story';
import NotFoundPage from './not-found-page';

/** Any unknown path, inside the site's frame. A static page: no loading, empty or error state. */
const meta = {
  title: 'Shell/Pages/Not found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  render: () => <ShellStory path="*" entry="/no-such-page" element={<NotFoundPage />} />,
  beforeEach: storyApi(undefined, { signedIn: false }),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
export const SignedOutDark = dark(desktop(SignedOut));
export const SignedOutPhone = phone(SignedOut);
export const SignedOutDarkPhone = dark(phone(SignedOut));
/** Signed in: the navbar shows the account and the unread count from the mock API. */
export const SignedIn: Story = { beforeEach: storyApi(), play: SignedOut.play };
export const SignedInDarkPhone = dark(phone(SignedIn));
