import type { Id } from '../common.schema';
import { toPhotos, toPicture, type Photo } from '../photos/photo.mappers';
import { eachInSlices } from '../slices';
import {
  parseCalendarDate,
  formatShortDate,
  formatUsDate,
  memberSince,
  toIsoDate,
} from './listing-dates';
import {
  LISTING_STATUSES,
  REPLY_TIME_LABELS,
  isReplyTime,
  isTerm,
  type ListingDto,
  type ListingStats,
  type ListingStatus,
  type Term,
} from './listing.schema';

export { formatUsDate, formatShortDate, memberSince, toIsoDate } from './listing-dates';

/** The lister as the detail page shows them. */
export interface Poster {
  name: string;
  email: string;
  /** The address is proven to be the lister's (shown as such; unverified ones are labelled). */
  emailVerified: boolean;
  /** A verified address in a student domain: the 'Verified student' badge. */
  verifiedStudent: boolean;
  joinDate: string;
  profilePictureUrl: string | null;
  /** The same picture with its sizes (srcset) when the server sent them. */
  picture: Photo | null;
  firebaseUid: string | null;
  /**
   * Whether the answer said who the lister is. Lists (cards) carry no lister identity; a listing's
   * page does. False while a listing page shows the list's copy until its own answer arrives.
   */
  known: boolean;
  /** 'Usually replies within …', or null when the server has too little to go on. */
  replyTimeLabel: string | null;
}

/** A listing as every screen reads it: the wire DTO plus derived fields. */
export interface Listing {
  /** `String(listingID)`: ids are opaque, and route params and React keys are strings. */
  id: string;
  listingID: Id;
  price: number;
  title: string;
  description: string;
  /** The term the lister chose, when the server sends a known one. */
  term: Term | null;
  /** What badges and filters use: `term`, else derived from the start month. */
  semester: Term;
  /** `[lat, lon]`, or null when the listing has no usable position. */
  coords: [number, number] | null;
  /** The photos' default-size links. */
  images: string[];
  /** The same photos with srcset and intrinsic size, for `<img srcset sizes width height>`. */
  photos: Photo[];
  /** How many photos the listing has: a card answer's `photos` hold only the first. */
  photoCount: number;
  /** 'street[, Unit n], city, state zipcode'. */
  address: string;
  street: string;
  aptnumber: string;
  city: string;
  state: string;
  zipcode: string;
  /** `YYYY-MM-DD` or null. */
  startDate: string | null;
  endDate: string | null;
  /** `9/1/26`, or 'TBD'. */
  startDateLabel: string;
  endDateLabel: string;
  /** The card's 'Expected Start:' value: `9/1/2026`, or 'TBD'. */
  expectedStartLabel: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  roommates: number;
  amenities: string[];
  status: ListingStatus;
  isSaved: boolean;
  /** The lister is a verified student (`poster.verifiedStudent`, flat for the card). */
  verifiedStudent: boolean;
  /** Reported by enough people: out of the public list until reviewed. */
  underReview: boolean;
  /** Fixed placeholder. */
  distanceToCampus: string;
  poster: Poster;
  /** The owner's figures (their own list only). */
  stats: ListingStats | null;
  /** The owner's reads only: the listing asks its lister 'Still available?'. */
  askedStillAvailable: boolean;
}

export const DISTANCE_TO_CAMPUS = '0.6 miles';
export const DEFAULT_POSTER_NAME = 'Unknown User';
export const DEFAULT_POSTER_EMAIL = 'No email provided';

/**
 * A known `term` wins; else the start month decides (8–12 Fall, 1–5 Spring, June/July
 * Summer); Fall when there is no date.
 */
export function deriveSemester(startDate: string | null | undefined, term?: string | null): Term {
  if (isTerm(term)) return term;
  const date = parseCalendarDate(startDate);
  if (!date) return 'Fall';
  if (date.month >= 8) return 'Fall';
  if (date.month <= 5) return 'Spring';
  return 'Summer';
}

/** A unit that already names itself ('Apt 3', '#3') is kept; a bare '3' becomes 'Unit 3'. */
function unitLabel(aptnumber: string): string {
  return /^(apt|unit|suite|ste|#)/i.test(aptnumber) ? aptnumber : `Unit ${aptnumber}`;
}

export function formatAddress(parts: {
  street?: string | null;
  aptnumber?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}): string {
  const clean = (s: string | null | undefined) => (s ?? '').trim();
  const apt = clean(parts.aptnumber);
  const stateZip = [clean(parts.state), clean(parts.zipcode)].filter(Boolean).join(' ');
  return [clean(parts.street), apt && unitLabel(apt), clean(parts.city), stateZip]
    .filter(Boolean)
    .join(', ');
}

const finite = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);
const orDefault = (value: string | null | undefined, fallback: string) =>
  value?.trim() ? value : fallback;

export function toPoster(
  dto: Pick<
    ListingDto,
    | 'name'
    | 'email'
    | 'emailVerified'
    | 'verifiedStudent'
    | 'userCreatedAt'
    | 'profilePictureUrl'
    | 'profilePicture'
    | 'firebaseUid'
    | 'replyTime'
  >,
): Poster {
  return {
    name: orDefault(dto.name, DEFAULT_POSTER_NAME),
    email: orDefault(dto.email, DEFAULT_POSTER_EMAIL),
    emailVerified: dto.emailVerified === true && !!dto.email,
    verifiedStudent: dto.verifiedStudent === true && !!dto.email,
    joinDate: memberSince(dto.userCreatedAt),
    profilePictureUrl: dto.profilePictureUrl || null,
    picture: toPicture(dto.profilePicture, dto.profilePictureUrl || null),
    firebaseUid: dto.firebaseUid || null,
    known: dto.name !== undefined || dto.email !== undefined,
    replyTimeLabel: isReplyTime(dto.replyTime) ? REPLY_TIME_LABELS[dto.replyTime] : null,
  };
}

/**
 * Wire → view model. `savedIds` is the signed-in user's saved set when known: the public list is
 * fetched without a token, so its own `isSaved` is only trusted when the saved set is not loaded yet.
 */
export function toListing(dto: ListingDto, savedIds?: ReadonlySet<string> | null): Listing {
  let view = views.get(dto);
  if (!view) {
    view = viewOf(dto);
    views.set(dto, view);
  }
  const isSaved = savedIds ? savedIds.has(view.id) : dto.isSaved;
  return view.isSaved === isSaved ? view : { ...view, isSaved };
}

/**
 * Each answer's view model, made once: a list's `select` runs again when the saved set changes
 * or another screen subscribes, and mapping 5,000 listings inside a render was a long task.
 * Keyed by the answer's own object, so a new answer is mapped anew (and an old one let go).
 */
const views = new WeakMap<ListingDto, Listing>();

/**
 * Makes the view models of a list ahead of its first render, a slice at a time (`slices.ts`): the
 * list query calls it on its answer, so the page's `select` finds them made.
 */
export function prepareListings(dtos: readonly ListingDto[], signal?: AbortSignal) {
  return eachInSlices(dtos, (dto) => void toListing(dto), signal);
}

function viewOf(dto: ListingDto): Listing {
  const id = String(dto.listingID);
  const startDate = toIsoDate(dto.startDate);
  const endDate = toIsoDate(dto.endDate);
  const term = isTerm(dto.term) ? dto.term : null;
  return {
    id,
    listingID: dto.listingID,
    price: dto.rent,
    title: dto.title,
    description: dto.description,
    term,
    semester: deriveSemester(startDate, term),
    coords: finite(dto.lat) && finite(dto.lon) ? [dto.lat, dto.lon] : null,
    // A card answer sends only `photos` (lean list): their default links are the same links.
    images: dto.preSignedGetUrls.length
      ? dto.preSignedGetUrls
      : (dto.photos ?? []).map((photo) => photo.url),
    photos: toPhotos(dto.photos, dto.preSignedGetUrls),
    photoCount: Math.max(dto.photoCount ?? 0, dto.preSignedGetUrls.length, dto.photos?.length ?? 0),
    address: formatAddress(dto),
    street: dto.street,
    aptnumber: dto.aptnumber ?? '',
    city: dto.city,
    state: dto.state,
    zipcode: dto.zipcode,
    startDate,
    endDate,
    startDateLabel: formatShortDate(startDate),
    endDateLabel: formatShortDate(endDate),
    expectedStartLabel: formatUsDate(startDate),
    bedrooms: dto.bedrooms,
    bathrooms: dto.bathrooms,
    squareFeet: dto.squareFeet,
    roommates: dto.roommates,
    amenities: dto.amenities,
    status: LISTING_STATUSES.includes(dto.status as ListingStatus)
      ? (dto.status as ListingStatus)
      : 'AVAILABLE',
    isSaved: dto.isSaved,
    // The server decides it from the lister's verified address, which a card's answer leaves out.
    verifiedStudent: dto.verifiedStudent === true,
    underReview: dto.underReview === true,
    distanceToCampus: DISTANCE_TO_CAMPUS,
    poster: toPoster(dto),
    stats: dto.stats ?? null,
    askedStillAvailable: dto.askedStillAvailable === true,
  };
}

export const toListings = (
  dtos: readonly ListingDto[],
  savedIds?: ReadonlySet<string> | null,
): Listing[] => dtos.map((dto) => toListing(dto, savedIds));

/** Same listing, whatever form its id takes (ids are opaque: `7` and `'7'` are one listing). */
export const sameId = (a: Id, b: Id) => String(a) === String(b);
