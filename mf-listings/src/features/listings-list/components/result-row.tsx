import type { ComponentType } from 'react';
import { useCardPhotos, useSession, type Listing } from 'shared-api';
import {
  FIRST_SCREEN_CARDS,
  ListingCard,
  type CardLinkProps,
  type ListingCardProps,
} from 'shared-ui';

/** A row's height before it is measured: a 16:10 photo plus the text block. */
export const ESTIMATED_ROW = 340;

export interface ResultCardsProps {
  listings: readonly Listing[];
  linkComponent: ComponentType<CardLinkProps>;
  /** A card is being opened (its listing's id): the page remembers where the list was. */
  onOpen: (id: string) => void;
  onToggleSave: (listing: Listing) => void;
  isSaving: (id: string) => boolean;
  /** Ids picked on the map. */
  highlightedIds?: ReadonlySet<string>;
  /** Ids new since the opened saved search was last seen: their cards say 'New'. */
  newIds?: ReadonlySet<string>;
  /** A line under a card's start date: what part of the student's dates it covers. */
  noteOf?: (listing: Listing) => string | undefined;
  /**
   * The first screen's photos load at once and first (default). Off where the list may be hidden:
   * a `view=map` page before the screen is known, which a phone shows as its map.
   */
  photosFirst?: boolean;
}

/** The cards of one row (`columns` of them from `row`), the same in the first view and windowed. */
export function RowCards({
  row,
  columns,
  listings,
  linkComponent,
  onOpen,
  onToggleSave,
  isSaving,
  highlightedIds,
  newIds,
  noteOf,
  photosFirst = true,
}: ResultCardsProps & { row: number; columns: number }) {
  return listings.slice(row * columns, row * columns + columns).map((listing, i) => (
    <ResultCard
      key={listing.id}
      listing={listing}
      href={`/listings/${encodeURIComponent(listing.id)}`}
      linkComponent={linkComponent}
      onOpen={() => onOpen(listing.id)}
      onToggleSave={() => onToggleSave(listing)}
      saving={isSaving(listing.id)}
      highlighted={highlightedIds?.has(listing.id)}
      isNew={newIds?.has(listing.id)}
      note={noteOf?.(listing)}
      // The first screen's photos are the page's largest early paint (on a phone the first two
      // cards', as large as each other); the rest load as they near view.
      priority={photosFirst && row * columns + i < FIRST_SCREEN_CARDS}
    />
  ));
}

/** A card whose carousel fetches the listing's other photos (the list carries the first). */
function ResultCard({
  listing,
  ...props
}: Omit<ListingCardProps, 'listing' | 'onMorePhotos'> & { listing: Listing }) {
  const photos = useCardPhotos(listing);
  // Whether it is saved is the visitor's: not drawn before they are known (the site server's
  // render and its hydration); it sits over the photo, so it comes without moving anything.
  const visitorKnown = useSession((s) => s.status !== 'loading');
  return (
    <ListingCard
      {...props}
      listing={photos.listing}
      onMorePhotos={photos.fetchMore}
      bookmark={visitorKnown}
    />
  );
}
