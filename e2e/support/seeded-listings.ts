import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from './site';

/** A listing as the public list answers it: a card's fields, no lister (no harvesting). */
export interface PublicListing {
  listingID: number | string;
  title: string;
}

/** The public list, newest first. */
export async function publicListings(request: APIRequestContext): Promise<PublicListing[]> {
  const res = await request.get(`http://localhost:${ports.shell}/api/listings`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PublicListing[];
}

/**
 * The first public listing whose lister's address passes `test`. The list names no lister, so each
 * listing's own page (which does) is read in turn; the seed (server/src/seed/demo-data.ts) decides
 * who owns what.
 */
export async function listingWhere(
  request: APIRequestContext,
  test: (listerEmail: string | null) => boolean,
): Promise<PublicListing> {
  for (const listing of await publicListings(request)) {
    const res = await request.get(
      `http://localhost:${ports.shell}/api/listings/${listing.listingID}/details`,
    );
    expect(res.ok()).toBe(true);
    const { email } = (await res.json()) as { email?: string | null };
    if (test(email ?? null)) return listing;
  }
  throw new Error('No public listing of such a lister');
}

/** A listing of that lister. */
export const listingOf = (request: APIRequestContext, email: string) =>
  listingWhere(request, (lister) => lister === email);
