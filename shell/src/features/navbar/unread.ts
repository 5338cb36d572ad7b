import { formatCount } from 'shared-ui';

/** The accessible name of a messages link: 'Messages' or 'Messages, 3 unread' (capped '99+'). */
export const unreadLabel = (count: number) =>
  count > 0 ? `Messages, ${formatCount(count)} unread` : 'Messages';
