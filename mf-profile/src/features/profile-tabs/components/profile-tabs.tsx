import type { ReactNode } from 'react';
import { useConversations, useNewMatchCount } from 'shared-api';
import { Tabs } from 'shared-ui/tabs';
import { useMessagesBadge } from '../hooks/use-messages-badge';

export type ProfileTab = 'saved' | 'searches' | 'listings' | 'messages';
export const PROFILE_TABS: readonly ProfileTab[] = ['saved', 'searches', 'listings', 'messages'];
export const isProfileTab = (value: unknown): value is ProfileTab =>
  PROFILE_TABS.includes(value as ProfileTab);

export interface ProfileTabsProps {
  value: ProfileTab;
  onValueChange: (tab: ProfileTab) => void;
  saved: ReactNode;
  searches: ReactNode;
  listings: ReactNode;
  messages: ReactNode;
}

/**
 * Saved Listings, Saved Searches (with the count of new matches until they are
 * opened), My Listings, Messages (with the unread badge, capped '99+').
 */
export function ProfileTabs({
  value,
  onValueChange,
  saved,
  searches,
  listings,
  messages,
}: ProfileTabsProps) {
  const conversations = useConversations();
  const badge = useMessagesBadge(conversations.data, value === 'messages');
  const newMatches = useNewMatchCount();
  return (
    <Tabs
      label="Profile sections"
      value={value}
      onValueChange={(next) => {
        if (isProfileTab(next)) onValueChange(next);
      }}
      items={[
        { value: 'saved', label: 'Saved Listings', content: saved },
        {
          value: 'searches',
          label: 'Saved Searches',
          content: searches,
          badge: newMatches,
          badgeLabel: 'new matches',
        },
        { value: 'listings', label: 'My Listings', content: listings },
        {
          value: 'messages',
          label: 'Messages',
          content: messages,
          badge,
          badgeLabel: 'unread messages',
        },
      ]}
    />
  );
}
