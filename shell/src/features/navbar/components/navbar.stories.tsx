import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { queryKeys, toConversation, type SessionUser } from 'shared-api';
import {
  createTestQueryClient,
  makeConversationDto,
  signInTestUser,
  signOutTestUser,
  testUser,
} from 'shared-api/mocks';
import { Navbar } from './navbar';

function Harness({ user, unread = 3 }: { user: SessionUser | null; unread?: number }) {
  useState(() => (user ? signInTestUser(user) : signOutTestUser()));
  // The unread badge reads the conversation list; stories have no API, so it is filled in here.
  const [client] = useState(() => {
    const qc = createTestQueryClient();
    if (user)
      qc.setQueryData(queryKeys.conversations.list(user.uid), [
        toConversation(makeConversationDto({ unreadCount: unread }), user.uid),
      ]);
    return qc;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/listings']}>
        <Navbar />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: { user: null },
};
export default meta;

export const SignedOut = {};
export const SignedIn = { args: { user: testUser } };
export const EmailOnly = {
  args: { user: { ...testUser, displayName: null, email: 'zoe@wisc.edu' } },
};
export const BrokenPhoto = {
  args: { user: { ...testUser, photoURL: 'https://invalid.example/no-such-photo.jpg' } },
};
export const Phone = {
  args: { user: testUser },
  globals: { viewport: { value: 'phone' } },
};
export const ManyUnread = { args: { user: testUser, unread: 120 } };
export const PhoneManyUnread = {
  args: { user: testUser, unread: 120 },
  globals: { viewport: { value: 'phone' } },
};
export const Dark = { args: { user: testUser }, globals: { theme: 'dark' } };
