import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, failing, otherUser, phone, storyApi, testUser } from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { BLOCKED_PEOPLE_EMPTY, BLOCKED_PEOPLE_LOAD_ERROR, BlockedPeople } from './blocked-people';

/** The profile's 'Blocked people' over the mock API, signed in as `testUser`. */
const meta = {
  title: 'Profile/Blocked people',
  component: BlockedPeople,
  render: () => (
    <StoryShell routes={[{ path: '/profile', element: <BlockedPeople /> }]} entry="/profile" />
  ),
  beforeEach: storyApi(),
} satisfies Meta<typeof BlockedPeople>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BLOCKED_PEOPLE_EMPTY)).toBeVisible();
  },
};
export const EmptyDark = dark(Empty);

export const OnePerson: Story = {
  beforeEach: storyApi((db) =>
    db.blocks.push({
      blockerUid: testUser.uid,
      blockedUid: otherUser.uid,
      blockedAt: '2026-03-04T18:00:00Z',
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Unblock Bucky Badger' })).toBeVisible();
  },
};
export const OnePersonDark = dark(OnePerson);
export const OnePersonPhone = phone(OnePerson);

export const Failed: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/user/blocks')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(BLOCKED_PEOPLE_LOAD_ERROR)).toBeVisible();
  },
};
