/**
 * What the create and edit pages tell the page they land on (router navigation state), so that page
 * can confirm the change with a link to the listing. mf-create writes it; mf-listings (after a
 * create, on /listings) and mf-profile (after an update, on /profile's My Listings) read it.
 */
export interface ListingNotice {
  kind: 'created' | 'updated';
  /** The listing's id as a string, for its URL; null when it could not be found out. */
  listingID: string | null;
  title: string;
}

export interface ListingNoticeState {
  listingNotice: ListingNotice;
}

/** The notice in a location's state, or null (any other state, or none). */
export function readListingNotice(state: unknown): ListingNotice | null {
  const notice = (state as { listingNotice?: unknown } | null)?.listingNotice;
  if (!notice || typeof notice !== 'object') return null;
  const { kind, listingID, title } = notice as Record<string, unknown>;
  if (kind !== 'created' && kind !== 'updated') return null;
  if (typeof title !== 'string') return null;
  return { kind, title, listingID: typeof listingID === 'string' ? listingID : null };
}

/** The confirmation line, e.g. 'Your listing “Sunny room” is posted.' */
export function listingNoticeText(notice: ListingNotice): string {
  const verb = notice.kind === 'created' ? 'is posted' : 'is updated';
  return `Your listing “${notice.title}” ${verb}.`;
}
