import { describe, expect, it } from 'vitest';
import { remotePageFor } from './federation';

describe('remotePageFor (what bootstrap preloads)', () => {
  it.each([
    ['/listings', 'mf_listings/ListingsPage'],
    ['/listings/', 'mf_listings/ListingsPage'],
    ['/listings/42', 'mf_listings/ListingDetailPage'],
    ['/listings/new', 'mf_create/CreateListingPage'],
    ['/listings/42/edit', 'mf_create/EditListingPage'],
    ['/profile', 'mf_profile/ProfilePage'],
    ['/messages', 'mf_messaging/MessagesPage'],
    ['/messages/7', 'mf_messaging/ChatPage'],
  ])('%s → %s', (path, id) => expect(remotePageFor(path)).toBe(id));

  it.each(['/', '/contact', '/privacy', '/terms', '/nope', '/listings/1/2/3'])(
    '%s is a shell page (nothing to preload)',
    (path) => expect(remotePageFor(path)).toBeNull(),
  );
});
