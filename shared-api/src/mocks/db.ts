import type { Id } from '../common.schema';
import type { ConversationDto } from '../conversations/conversation.schema';
import type { ListingDto, ReplyTime } from '../listings/listing.schema';
import type { MessageDto } from '../messages/message.schema';
import { isStudentEmail, type ListingReportDto } from '../trust/trust.schema';
import type { UserReportDto } from '../trust/user-safety.schema';
import type { UserDto } from '../user/user.schema';
import { makeListingDto, makeUserDto, mockPhotoDto } from './factories';
import { otherUser, testUser } from './session';

/**
 * An in-memory API state for MSW handlers. Plain arrays and maps that tests may read and change
 * directly (arrange and assert); each area's handlers own their part. A listing's owner is its
 * `firebaseUid` (the lister), as on the server.
 */
export interface MockDb {
  listings: ListingDto[];
  /** uid → saved listing ids (as strings). */
  saved: Map<string, Set<string>>;
  users: UserDto[];
  conversations: ConversationDto[];
  /** conversationID (as string) → messages, oldest first. */
  messages: Map<string, MessageDto[]>;
  /** Reports of listings, oldest first (handlers/reports.ts). */
  reports: MockReport[];
  /** Saved searches, oldest first (handlers/saved-searches.ts). */
  savedSearches: MockSavedSearch[];
  /** uid → whether the daily digest is on (absent: on, the server's default). */
  searchAlerts: Map<string, boolean>;
  /**
   * uid → how fast that lister usually replies, as the server works it out from their conversations
   * (server/src/reply-time); absent: too few to say. A listing's page answer carries it.
   */
  replyTimes: Map<string, ReplyTime>;
  /** listing id (as string) → page views counted by the server (once per visitor a day). */
  views: Map<string, number>;
  /** uid → whether messages left unread are e-mailed (absent: on, the server's default). */
  messageAlerts: Map<string, boolean>;
  /** Web Push subscriptions, least recently used first (handlers/push.ts). */
  pushSubscriptions: MockPushSubscription[];
  /** Who blocked whom, oldest first (handlers/blocks.ts; messaging reads it). */
  blocks: MockBlock[];
  /** Reports of people, oldest first (handlers/blocks.ts). */
  userReports: MockUserReport[];
  findListing(id: Id): ListingDto | undefined;
  savedBy(uid: string): Set<string>;
}

/** A stored push subscription: the body it was sent with, and whose it is now. */
export interface MockPushSubscription {
  uid: string;
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** One person's block of another. */
export interface MockBlock {
  blockerUid: string;
  blockedUid: string;
  blockedAt: string;
}

/** A stored report of a person: the answer's fields and who sent it. */
export type MockUserReport = Omit<UserReportDto, 'alreadyReported'> & { reporterUid: string };

/** A stored report: the answer's fields, who sent it, and whether a moderator reviewed it. */
export type MockReport = Omit<ListingReportDto, 'alreadyReported'> & {
  reporterUid: string;
  reviewed: boolean;
};

/**
 * A stored saved search. `seenIds`: the listings that existed when it was last seen; a listing
 * posted after lastSeenAt is one not among them (mock listings carry no posting time).
 */
export interface MockSavedSearch {
  id: number;
  uid: string;
  name: string;
  query: string;
  createdAt: string;
  lastSeenAt: string;
  seenIds: Set<string>;
}

function lister(user: typeof testUser) {
  return {
    firebaseUid: user.uid,
    name: user.displayName,
    email: user.email,
    // Like the server's demo seed: the seeded people have verified their address.
    emailVerified: true,
    verifiedStudent: isStudentEmail(user.email),
    userCreatedAt: user.creationTime,
    profilePictureUrl: user.photoURL,
  };
}

/** A few Madison listings around campus: one owned by `testUser`, the rest by `otherUser`. */
export function seedListings(): ListingDto[] {
  // Dates in the coming year, so the seed never expires out of the public list (end date not past).
  const y = new Date().getFullYear() + 1;
  const images = (id: number, hue: number) =>
    [1, 2, 3].map((n) => mockPhotoDto(`#${id} photo ${n}`, hue + n * 20));
  return [
    makeListingDto({
      listingID: 1,
      ...lister(otherUser),
      title: 'Langdon St studio by the lake',
      rent: 1150,
      term: 'Fall',
      startDate: `${y}-08-20`,
      endDate: `${y}-12-20`,
      street: '120 Langdon St',
      aptnumber: '4B',
      zipcode: '53703',
      lat: 43.0768,
      lon: -89.3932,
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 420,
      roommates: 0,
      amenities: ['Wifi', 'Furnished', 'Central A/C'],
      photos: images(1, 200),
      description:
        'Furnished studio one block from the lake and Memorial Union. Utilities included.',
    }),
    makeListingDto({
      listingID: 2,
      ...lister(otherUser),
      title: 'Room in 3BR on Johnson St',
      rent: 825,
      term: 'Spring',
      startDate: `${y + 1}-01-10`,
      endDate: `${y + 1}-05-20`,
      street: '615 W Johnson St',
      zipcode: '53703',
      lat: 43.0722,
      lon: -89.3996,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1100,
      roommates: 2,
      amenities: ['In-unit laundry', 'Dishwasher', 'Wifi', 'Gym'],
      photos: images(2, 20),
      description: 'Private bedroom in a modern building with a gym, two friendly roommates.',
    }),
    makeListingDto({
      listingID: 3,
      ...lister(otherUser),
      title: 'Summer sublet on Mifflin',
      rent: 700,
      term: 'Summer',
      startDate: `${y}-06-01`,
      endDate: `${y}-08-10`,
      street: '502 W Mifflin St',
      zipcode: '53703',
      lat: 43.0716,
      lon: -89.3945,
      bedrooms: 4,
      bathrooms: 2,
      squareFeet: 1400,
      roommates: 3,
      amenities: ['Balcony', 'Parking available'],
      photos: images(3, 120),
      description: 'Big porch, four bedrooms, perfect for a summer internship in Madison.',
    }),
    makeListingDto({
      listingID: 4,
      ...lister(testUser),
      title: 'Academic year 2BR on Mills',
      rent: 1400,
      term: 'Academic Year',
      startDate: `${y}-08-25`,
      endDate: `${y + 1}-05-25`,
      street: '202 N Mills St',
      aptnumber: '2',
      zipcode: '53715',
      lat: 43.0689,
      lon: -89.4078,
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 900,
      roommates: 1,
      amenities: ['Central A/C', 'Dishwasher', 'Parking available'],
      photos: images(4, 280),
      description: 'Two bedrooms near the engineering campus, parking spot included for the year.',
    }),
  ];
}

export function createMockDb(options: { seed?: boolean } = {}): MockDb {
  const seed = options.seed ?? true;
  const db: MockDb = {
    listings: seed ? seedListings() : [],
    saved: new Map(),
    users: seed
      ? [
          makeUserDto({
            userID: 1,
            firebaseUid: testUser.uid,
            name: testUser.displayName,
            email: testUser.email,
          }),
          makeUserDto({
            userID: 2,
            firebaseUid: otherUser.uid,
            name: otherUser.displayName,
            email: otherUser.email,
          }),
        ]
      : [],
    conversations: [],
    messages: new Map(),
    reports: [],
    savedSearches: [],
    searchAlerts: new Map(),
    replyTimes: new Map(seed ? [[otherUser.uid, 'day' as const]] : []),
    views: new Map(seed ? [['4', 12]] : []),
    messageAlerts: new Map(),
    pushSubscriptions: [],
    blocks: [],
    userReports: [],
    // Methods read `this`, so `resetMockDb` can swap the data under handlers that hold this object.
    findListing(id) {
      return this.listings.find((l) => String(l.listingID) === String(id));
    },
    savedBy(uid) {
      let set = this.saved.get(uid);
      if (!set) this.saved.set(uid, (set = new Set()));
      return set;
    },
  };
  if (seed) db.savedBy(testUser.uid).add('2');
  return db;
}

/** Restores a db in place to a fresh state (handlers keep their reference to it). */
export function resetMockDb(db: MockDb, options: { seed?: boolean } = {}) {
  Object.assign(db, createMockDb(options));
}
