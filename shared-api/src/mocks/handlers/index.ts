import type { RequestHandler } from 'msw';
import type { MockDb } from '../db';
import { listingHandlers } from './listings';
import { savedHandlers } from './saved';
import { messagingHandlers } from './messaging';
import { userHandlers } from './user';
import { contactHandlers } from './contact';
import { createListingHandlers } from './create';
import { reportHandlers } from './reports';
import { savedSearchHandlers } from './saved-searches';
import { notificationHandlers } from './notifications';
import { pushHandlers } from './push';
import { blockHandlers } from './blocks';
import { remoteHealthHandlers } from './remote-health';

/**
 * Every area's default handlers over one shared db. To add an area: write `handlers/<area>.ts`
 * exporting `<area>Handlers(db: MockDb): RequestHandler[]`, and append it here and in `../index.ts`.
 */
export function createHandlers(db: MockDb): RequestHandler[] {
  return [
    ...listingHandlers(db),
    ...savedHandlers(db),
    ...messagingHandlers(db),
    ...userHandlers(db),
    ...contactHandlers(db),
    ...createListingHandlers(db),
    ...reportHandlers(db),
    ...savedSearchHandlers(db),
    ...notificationHandlers(db),
    ...pushHandlers(db),
    ...blockHandlers(db),
    ...remoteHealthHandlers(db),
  ];
}
