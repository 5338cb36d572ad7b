import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type Conversation, queryKeys, setSessionUser } from 'shared-api';
import { testUser } from 'shared-api/mocks';
import { EmptyState, Spinner } from 'shared-ui';
import { ProfileTabs, type ProfileTab } from './profile-tabs';

const conversation = (id: string, unreadCount: number): Conversation => ({
  id,
  listingId: id,
  listingTitle: 'Langdon St studio',
  otherUid: 'other',
  otherName: 'Bucky Badger',
  otherPhotoUrl: null,
  otherVerifiedStudent: false,
  lastMessage: 'Hi!',
  lastMessageAt: Date.UTC(2026, 2, 12, 15),
  unreadCount,
});

/** Tabs over a cache seeded with conversations (no network): the badge reads the unread total. */
function Story({ unread }: { unread: number[] }) {
  const [client] = useState(() => {
    setSessionUser(testUser);
    const c = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, refetchInterval: false } },
    });
    c.setQueryData(
      queryKeys.conversations.list(testUser.uid),
      unread.map((n, i) => conversation(String(i), n)),
    );
    return c;
  });
  const [tab, setTab] = useState<ProfileTab>('saved');
  return (
    <QueryClientProvider client={client}>
      <ProfileTabs
        value={tab}
        onValueChange={setTab}
        saved={<Spinner label="Loading saved listings..." showLabel centered />}
        listings={<EmptyState title="You haven't posted any listings yet" />}
        messages={<p>The messaging remote renders here.</p>}
      />
    </QueryClientProvider>
  );
}

export default { title: 'Profile/Profile tabs', component: ProfileTabs };

export const UnreadBadge = { render: () => <Story unread={[2, 1]} /> };
export const CappedBadge = { render: () => <Story unread={[120]} /> };
export const NoUnread = { render: () => <Story unread={[0]} /> };
export const Dark = { ...UnreadBadge, globals: { theme: 'dark' } };
