import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryShell } from 'remote-harness/stories';
import { dark, makeConversationDto, storyApi, testUser, type MockDb } from 'shared-api/mocks';
import { EmptyState, Spinner } from 'shared-ui';
import { expect } from 'storybook/test';
import { ProfileTabs, type ProfileTab } from './profile-tabs';

/** The tabs with stand-in panels; the badge reads the unread total of the mock API's conversations. */
function Tabs() {
  const [tab, setTab] = useState<ProfileTab>('saved');
  return (
    <ProfileTabs
      value={tab}
      onValueChange={setTab}
      saved={<Spinner label="Loading saved listings..." showLabel centered />}
      searches={<p>The saved searches render here.</p>}
      listings={<EmptyState title="You haven't posted any listings yet" />}
      messages={<p>The messaging remote renders here.</p>}
    />
  );
}

/** Conversations of `testUser` with these unread counts. */
const unread =
  (...counts: number[]) =>
  (db: MockDb) => {
    db.conversations = counts.map((unreadCount) =>
      makeConversationDto({ requesterFirebaseUid: testUser.uid, unreadCount }),
    );
  };

const meta = {
  title: 'Profile/Profile tabs',
  component: Tabs,
  render: () => <StoryShell routes={[{ path: '/profile', element: <Tabs /> }]} entry="/profile" />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadBadge: Story = {
  beforeEach: storyApi(unread(2, 1)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: /Messages.*3 unread messages/ }),
    ).toBeVisible();
  },
};
export const CappedBadge: Story = {
  beforeEach: storyApi(unread(120)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /99\+ unread messages/ })).toBeVisible();
  },
};
export const NoUnread: Story = { beforeEach: storyApi(unread(0)) };
export const Dark = dark(UnreadBadge);
