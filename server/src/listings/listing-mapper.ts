import {
  isStudentEmail,
  type ListingDto,
  type ListingDtoInput,
  type PhotoDto,
} from 'shared-api/schemas';
import type { TrustConfig } from '../config/env';
import type { ObjectStore } from '../storage/object-store';
import { compactPhotoDto, toPhotoDto } from '../storage/photo-dto';
import { picturePhoto, pictureUrl } from '../users/user-picture';
import type { ImageRow, ListingWithOwnerRow } from './listings.repository';

function parseAmenities(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Open reports by this many people take a listing out of the public list. */
export const isUnderReview = (row: Pick<ListingWithOwnerRow, 'open_reports'>, trust: TrustConfig) =>
  Number(row.open_reports ?? 0) >= trust.reportHideThreshold;

/**
 * Who reads a listing decides what it says about its lister and its door (no harvesting):
 * - `card`: the public list and saved lists: what a card, the map and the filters need. No lister
 *   identity (name, e-mail, uid, picture, join date) and no unit number, so one unauthenticated
 *   request cannot collect every lister's address or which flat stands empty. Lean, as the whole
 *   town comes in one answer (docs/decisions/0024-the-lean-list.md): no description, no
 *   `preSignedGetUrls` (the photos carry the same links), no photo names, no `createdAt`, only the
 *   first `CARD_PHOTOS` photos with `photoCount` (a card's carousel fetches the others from the
 *   listing's page answer), coordinates to `COORD_DECIMALS`. A listing's page fetches the rest.
 * - `page`: a listing's own page: 'About the Lister' (name, e-mail, join date), no unit number.
 * - `owner`: the lister's own listings and the edit form: everything, unit number included.
 */
export type ListingView = 'card' | 'page' | 'owner';

/**
 * A card answer carries the first photo only: each photo's random key is bytes brotli cannot fold,
 * and most cards are never stepped (docs/decisions/2026-11-27-first-photo-list.md).
 */
export const CARD_PHOTOS = 1;
/** 5 decimals of a degree ≈ 1 m: a building's place; more digits are bytes no pin can show. */
export const COORD_DECIMALS = 5;
const roundCoord = (v: number) => Math.round(v * 10 ** COORD_DECIMALS) / 10 ** COORD_DECIMALS;

const noPicture: Promise<[string | null, PhotoDto | null]> = Promise.resolve([null, null]);

/** Rows to the contract's "Listing (as read)", images in upload order as signed links. */
export async function toListingDtos(
  store: ObjectStore,
  rows: ListingWithOwnerRow[],
  images: ImageRow[],
  saved: Set<number>,
  trust: TrustConfig,
  view: ListingView,
): Promise<ListingDto[]> {
  const byListing = new Map<number, ImageRow[]>();
  for (const image of images) {
    const list = byListing.get(image.listing_id);
    if (list) list.push(image);
    else byListing.set(image.listing_id, [image]);
  }
  // Many listings share a lister: sign each lister's picture once.
  const pictures = new Map<number, Promise<[string | null, PhotoDto | null]>>();
  const dtos = Promise.all(
    rows.map(async (r): Promise<ListingDtoInput> => {
      let picture = view === 'card' ? noPicture : pictures.get(r.owner_id);
      if (!picture) {
        const columns = {
          picture_key: r.owner_picture_key,
          picture_url: r.owner_picture_url,
          picture_width: r.owner_picture_width,
          picture_height: r.owner_picture_height,
        };
        picture = Promise.all([pictureUrl(store, columns), picturePhoto(store, columns)]);
        pictures.set(r.owner_id, picture);
      }
      const card = view === 'card';
      const own = (byListing.get(r.id) ?? []).sort((a, b) => a.position - b.position);
      const photos = await Promise.all(
        (card ? own.slice(0, CARD_PHOTOS) : own).map(async (i) => {
          const photo = await toPhotoDto(store, i.storage_key, i);
          return card ? compactPhotoDto(photo) : { ...photo, name: i.file_name };
        }),
      );
      const [profilePictureUrl, profilePicture] = await picture;
      const emailVerified = Number(r.owner_email_verified) === 1;
      const lister =
        view === 'card'
          ? // Whether the (unnamed) lister's address is verified says nothing about who they are.
            { emailVerified }
          : {
              name: r.owner_name,
              email: r.owner_email,
              emailVerified,
              firebaseUid: r.owner_uid,
              profilePictureUrl,
              profilePicture,
              userCreatedAt: r.owner_created_at,
            };
      return {
        listingID: r.id,
        rent: Number(r.rent),
        startDate: r.start_date,
        endDate: r.end_date,
        lat: card ? roundCoord(Number(r.lat)) : Number(r.lat),
        lon: card ? roundCoord(Number(r.lon)) : Number(r.lon),
        // The default size of each photo, for clients that know no sizes (and the edit form's names).
        ...(card ? {} : { preSignedGetUrls: photos.map((p) => p.url) }),
        photos,
        ...(card ? { photoCount: own.length } : {}),
        roommates: r.roommates,
        ...lister,
        // Computed on every answer from the address, so a changed domain list applies at once.
        verifiedStudent: emailVerified && isStudentEmail(r.owner_email, trust.studentDomains),
        underReview: isUnderReview(r, trust),
        title: r.title,
        ...(card ? {} : { description: r.description }),
        bedrooms: r.bedrooms,
        bathrooms: r.bathrooms,
        squareFeet: r.square_feet,
        street: r.street,
        ...(view === 'owner'
          ? {
              aptnumber: r.aptnumber,
              // The lister alone learns of an open 'Still available?' (no times: the row and the
              // page only ask); everyone else sees the status a hidden listing has (STALE).
              askedStillAvailable: r.stale_asked_at !== null && r.status === 'AVAILABLE',
            }
          : {}),
        city: r.city,
        state: r.state,
        zipcode: r.zipcode,
        amenities: parseAmenities(r.amenities),
        term: r.term,
        status: r.status,
        isSaved: saved.has(r.id),
      };
    }),
  );
  // The wire form: a card leaves out fields the schema defaults on read (routes are typed by the
  // read form; answers are serialized as they are, without the defaults).
  return dtos as Promise<ListingDto[]>;
}
