import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from 'shared-api';
import {
  createTestQueryClient,
  makeConversationDto,
  phone,
  dark,
  storyApi,
  testUser,
  queryWrapper,
  type MockDb,
} from 'shared-api/mocks';
import { expect } from 'storybook/test';
import { Navbar } from './navbar';

/** The navbar over the mock API: the unread badge polls the conversations as on the site. */
function Harness() {
  const [Wrapper] = useState(() => queryWrapper(createTestQueryClient()));
  return (
    <Wrapper>
      <MemoryRouter initialEntries={['/listings']}>
        <Navbar />
      </MemoryRouter>
    </Wrapper>
  );
}

/** `user` signed in, with conversations holding these unread counts. */
const signedIn = (user: SessionUser, ...unread: number[]) =>
  storyApi(
    (db: MockDb) => {
      db.conversations = unread.map((unreadCount) =>
        makeConversationDto({ requesterFirebaseUid: user.uid, unreadCount }),
      );
    },
    { user },
  );

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  render: () => <Harness />,
  beforeEach: storyApi(undefined, { signedIn: false }),
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = {
  beforeEach: signedIn(testUser, 2, 1),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
  },
};
export const EmailOnly: Story = {
  beforeEach: signedIn({ ...testUser, displayName: null, email: 'zoe@wisc.edu' }, 1),
};
export const BrokenPhoto: Story = {
  beforeEach: signedIn({ ...testUser, photoURL: 'https://invalid.example/no-such-photo.jpg' }, 1),
};
const OnPhone: Story = {
  beforeEach: signedIn(testUser, 3),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Test User, account menu' })).toBeVisible();
  },
};
export const Phone = phone(OnPhone);
export const ManyUnread: Story = {
  beforeEach: signedIn(testUser, 120),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Messages, 99+ unread' })).toBeVisible();
  },
};
export const PhoneManyUnread = phone(ManyUnread);
export const Dark = dark(SignedIn);
export const DarkPhone = dark(Phone);
