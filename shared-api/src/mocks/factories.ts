import type { ConversationDto } from '../conversations/conversation.schema';
import type { ListingDto } from '../listings/listing.schema';
import type { MessageDto } from '../messages/message.schema';
import type { PhotoDto } from '../photos/photo.schema';
import type { UserDto } from '../user/user.schema';

/**
 * Wire-shaped DTO factories for tests, Storybook and the mock API. Every factory returns a complete,
 * schema-valid object (what the server would send); `overrides` replace fields. Ids come from one
 * counter, so objects made in one test never collide. Default dates are
 * far in the future so a factory listing never drops out of the public list (end date not past).
 */
let nextId = 1000;
export const mockId = () => nextId++;

/** A small inline SVG, so Storybook and the standalone harness show images without a network. */
export function mockImageUrl(label: string, hue = 210): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/>` +
    `<text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="32" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** One inline SVG per size, labelled with its width, so a test can tell which size was chosen. */
function sizedSvg(label: string, hue: number, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/>` +
    `<text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="${Math.round(width / 20)}" text-anchor="middle">${label} · ${width}w</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A processed photo as the server describes it (api: `photos[]`): 1600 × 1000, stored at 400, 800
 * and 1600 px, `url` the 800 px default. `slots` changes the sizes (profile pictures: [160, 400]).
 */
export function mockPhotoDto(
  label: string,
  hue = 210,
  opts: { width?: number; height?: number; slots?: readonly number[]; defaultSlot?: number } = {},
): PhotoDto {
  const { width = 1600, height = 1000, slots = [400, 800, 1600], defaultSlot = 800 } = opts;
  const widths = [...new Set(slots.map((slot) => Math.min(slot, width)))];
  const variants = widths.map((w) => ({
    url: sizedSvg(label, hue, w, Math.round((w * height) / width)),
    width: w,
  }));
  const fallback = Math.min(defaultSlot, width);
  const url = variants.find((v) => v.width === fallback)?.url ?? (variants[0]?.url as string);
  return { url, width, height, variants };
}

/** `preSignedGetUrls` and `photos` of the same photos, in step as the server keeps them. */
export function mockListingPhotos(photos: PhotoDto[]) {
  return { preSignedGetUrls: photos.map((p) => p.url), photos };
}

export function makeListingDto(overrides: Partial<ListingDto> = {}): ListingDto {
  const listingID = overrides.listingID ?? mockId();
  // Links given without sizes describe a server that sent none: no `photos` then.
  const pictures =
    overrides.preSignedGetUrls && !overrides.photos
      ? { preSignedGetUrls: overrides.preSignedGetUrls, photos: undefined }
      : mockListingPhotos(overrides.photos ?? [mockPhotoDto(`Listing ${listingID}`)]);
  return {
    listingID,
    rent: 950,
    startDate: '2030-08-15',
    endDate: '2031-05-15',
    lat: 43.0731,
    lon: -89.4012,
    ...pictures,
    roommates: 1,
    name: 'Bucky Badger',
    email: 'bucky@wisc.edu',
    emailVerified: true,
    // A verified wisc.edu address: a student, as the server would say.
    verifiedStudent: true,
    underReview: false,
    firebaseUid: 'lister-uid',
    profilePictureUrl: null,
    profilePicture: null,
    userCreatedAt: '2024-09-15T12:00:00Z',
    title: `Sunny room near campus #${listingID}`,
    description: 'Bright two-bedroom a short walk from Bascom Hill, with a quiet roommate.',
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 850,
    street: '437 N Frances St',
    aptnumber: '',
    city: 'Madison',
    state: 'WI',
    zipcode: '53703',
    amenities: ['Wifi', 'Furnished'],
    term: 'Fall',
    status: 'AVAILABLE',
    isSaved: false,
    ...overrides,
    ...pictures,
  };
}

export function makeUserDto(overrides: Partial<UserDto> = {}): UserDto {
  const userID = overrides.userID ?? mockId();
  return {
    userID,
    firebaseUid: `uid-${userID}`,
    name: 'Test User',
    email: `user${userID}@wisc.edu`,
    profilePictureUrl: null,
    profilePicture: null,
    createdAt: '2024-01-15T12:00:00Z',
    ...overrides,
  };
}

export function makeConversationDto(overrides: Partial<ConversationDto> = {}): ConversationDto {
  return {
    conversationID: mockId(),
    listingID: null,
    requesterFirebaseUid: 'requester-uid',
    requesterID: null,
    requesterName: 'Riley Requester',
    requesterProfilePictureUrl: null,
    listerFirebaseUid: 'lister-uid',
    listerName: 'Bucky Badger',
    listerProfilePictureUrl: null,
    requesterVerifiedStudent: false,
    listerVerifiedStudent: false,
    listingTitle: 'Sunny room near campus',
    lastMessageContent: 'Is it still available?',
    lastMessageTime: '2026-03-01T18:34:00Z',
    unreadCount: 0,
    ...overrides,
  };
}

export function makeMessageDto(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    messageID: mockId(),
    sentAt: '2026-03-01T18:34:00Z',
    senderID: null,
    senderFirebaseUid: 'requester-uid',
    senderName: 'Riley Requester',
    senderProfilePictureUrl: null,
    content: 'Is it still available?',
    clientMessageId: null,
    ...overrides,
  };
}
