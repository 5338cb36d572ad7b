import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, failing, never, phone, storyApi, testUser } from 'shared-api/mocks';
import { expect, waitFor } from 'storybook/test';
import { MESSAGE_EMAIL_LABEL, MESSAGE_EMAIL_LOAD_ERROR } from './message-email-setting';
import { NotificationsSection } from './notifications-section';

/** The profile's Notifications section over the mock API, signed in as `testUser`. */
const meta = {
  title: 'Profile/Notifications',
  component: NotificationsSection,
  render: () => (
    <StoryShell
      routes={[{ path: '/profile', element: <NotificationsSection /> }]}
      entry="/profile"
    />
  ),
  beforeEach: storyApi(),
} satisfies Meta<typeof NotificationsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    // Disabled until the setting has loaded.
    await waitFor(() => expect(box).toBeEnabled());
    await expect(box).toBeChecked();
  },
};
export const OnDark = dark(On);
export const OnPhone = phone(On);

export const Off: Story = {
  beforeEach: storyApi((db) => db.messageAlerts.set(testUser.uid, false)),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    // Disabled until the setting has loaded.
    await waitFor(() => expect(box).toBeEnabled());
    await expect(box).not.toBeChecked();
  },
};
export const OffDark = dark(Off);

export const Loading: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('get', '/user/message-alerts')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: MESSAGE_EMAIL_LABEL })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/user/message-alerts')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGE_EMAIL_LOAD_ERROR)).toBeVisible();
  },
};
export const FailedDark = dark(Failed);
