import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types shared by both dialects. Times are ISO-8601 UTC text and dates are YYYY-MM-DD text in
 * SQLite and PostgreSQL alike, so one set of queries serves both and string order is time order.
 * Flags are integers 0/1 for the same reason.
 */
export interface UsersTable {
  id: Generated<number>;
  firebase_uid: string;
  name: string | null;
  email: string | null;
  /** An object-store key (ours) or an external URL such as a Google photo. */
  picture_key: string | null;
  picture_url: string | null;
  /** 1 when the token said `email_verified` at the last sign-in (0 otherwise). */
  email_verified: Generated<number>;
  /** Set when a mail server refused the address for good; cleared when the address changes. */
  email_bounced_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ListingsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  description: string;
  rent: number;
  term: string;
  start_date: string;
  end_date: string;
  bedrooms: number;
  bathrooms: number;
  square_feet: number;
  roommates: number;
  street: string;
  aptnumber: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lon: number;
  /** JSON array of amenity names. */
  amenities: string;
  /** AVAILABLE | TAKEN (the lister's word) | STALE (hidden: 'Still available?' went unanswered). */
  status: string;
  created_at: string;
  /** Last edit, status change or confirmation: the stale clock starts here. */
  updated_at: string;
  /** When the lister was asked 'Still available?'; null when not asked since `updated_at`. */
  stale_asked_at: string | null;
}

export interface ListingImagesTable {
  id: Generated<number>;
  listing_id: number;
  file_name: string;
  storage_key: string;
  position: number;
}

/** A processed image: the size of the largest variant kept (see storage/image-keys.ts). */
export interface ImageObjectsTable {
  storage_key: string;
  width: number;
  height: number;
  created_at: string;
}

/** An upload link handed out and not attached yet (storage/upload-slots.ts). */
export interface PendingUploadsTable {
  storage_key: string;
  user_id: number;
  /** 'listing' (attached when its upload is processed) or 'picture' (when PUT /user saves it). */
  kind: string;
  created_at: string;
  /** The link's expiry: after it the sweep removes the row and whatever was never attached. */
  expires_at: string;
  /** Set while an upload is being processed, so a second PUT at the same time is refused. */
  claimed_at: string | null;
  /** A picture received and processed, not saved to the profile yet. */
  uploaded_at: string | null;
}

export interface SavedListingsTable {
  user_id: number;
  listing_id: number;
  created_at: string;
}

export interface ConversationsTable {
  id: Generated<number>;
  listing_id: number | null;
  /** Kept so 'Re: {title}' still reads after the listing is deleted. */
  listing_title: string;
  requester_id: number;
  lister_id: number;
  created_at: string;
  last_activity_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  content: string;
  client_message_id: string | null;
  created_at: string;
}

export interface ConversationStatesTable {
  conversation_id: number;
  user_id: number;
  last_read_message_id: number;
  hidden: number;
}

export interface ContactInquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  inquiry_type: string;
  message: string;
  user_agent: string | null;
  created_at: string;
  mailed_at: string | null;
}

export interface GeocodeCacheTable {
  query: string;
  lat: number | null;
  lon: number | null;
  created_at: string;
}

export interface AppStateTable {
  key: string;
  value: number;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: number;
  expires_at: number;
  hits: number;
}

/** One person's report of one listing (migration 0007). */
export interface ListingReportsTable {
  id: Generated<number>;
  /** Null once the listing is deleted: the report stays for the moderators' record. */
  listing_id: number | null;
  /** The listing's owner and title when reported, so the record outlives the listing. */
  lister_id: number;
  listing_title: string;
  reporter_id: number;
  reason: string;
  details: string;
  created_at: string;
  /** Set by a moderator's review (`clearListingReports`): the report no longer hides anything. */
  reviewed_at: string | null;
}

/** How a remote's release fares in browsers: a count per minute and kind (migration 0015). */
export interface RemoteHealthTable {
  /** The minute, as an ISO prefix `2026-11-27T02:41`. */
  minute: string;
  remote: string;
  release: string;
  kind: string;
  count: number;
}

/** One person's block of another (migration 0013): no conversation or message between them. */
export interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A report of a person from a chat, for moderation (migration 0013). */
export interface UserReportsTable {
  id: Generated<number>;
  reported_id: number;
  reporter_id: number;
  /** The chat the report came from; null when sent without one or the conversation is gone. */
  conversation_id: number | null;
  /** The person's name when reported, for the moderators' record. */
  reported_name: string | null;
  reason: string;
  details: string;
  created_at: string;
  /** Set by a moderator's review (`clearUserReports`). */
  reviewed_at: string | null;
}

/** A user's saved /listings search (migration 0008). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Canonical query string (`canonicalSearchQuery`), '' for all listings. */
  query: string;
  created_at: string;
  /** When the owner last opened it: listings created after it are its new matches. */
  last_seen_at: string;
}

/** A listing the digest has e-mailed for a search (never twice). */
export interface SavedSearchMailedTable {
  saved_search_id: number;
  listing_id: number;
  mailed_at: string;
}

/** Per user; no row means e-mail on and no digest sent yet. */
export interface SavedSearchAlertsTable {
  user_id: number;
  email: Generated<number>;
  /** When the last digest was claimed (the job sends at most one per 24 h). */
  digest_sent_at: string | null;
}

/** Today's view marks (de-duplication only; past days are deleted). Migration 0011. */
export interface ListingViewMarksTable {
  listing_id: number;
  /** The Madison calendar day, YYYY-MM-DD. */
  day: string;
  /** A keyed hash of the visitor under that day's key: not reversible without the server secret. */
  mark: string;
}

export interface ListingViewsTable {
  listing_id: number;
  views: Generated<number>;
}

/** Per user; no row means 'E-mail me about new messages' is on (migration 0009). */
export interface MessageAlertsTable {
  user_id: number;
  email: Generated<number>;
}

/** Per conversation and recipient: the newest message the last e-mail covered. */
export interface MessageEmailsTable {
  conversation_id: number;
  user_id: number;
  mailed_message_id: number;
  mailed_at: string | null;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** `PushSubscription.expirationTime` (ms since the epoch), as the browser gave it. */
  expiration_time: number | null;
  created_at: string;
  /** Subscribed again or delivered to: a user's 6th subscription replaces the oldest of these. */
  last_used_at: string;
}

export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  /** The PushPayload JSON (shared-api/push), encrypted only when sent. */
  payload: string;
  /** Topic header: a push service keeps only the newest undelivered push of a topic. */
  topic: string;
  urgency: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  /** Set by the instance sending it, until `claimed_until` (then anyone may take it again). */
  claim_token: string | null;
  claimed_until: string | null;
}

export interface Database {
  users: UsersTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  image_objects: ImageObjectsTable;
  pending_uploads: PendingUploadsTable;
  saved_listings: SavedListingsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_states: ConversationStatesTable;
  contact_inquiries: ContactInquiriesTable;
  geocode_cache: GeocodeCacheTable;
  app_state: AppStateTable;
  rate_limit_counters: RateLimitCountersTable;
  listing_reports: ListingReportsTable;
  saved_searches: SavedSearchesTable;
  saved_search_mailed: SavedSearchMailedTable;
  saved_search_alerts: SavedSearchAlertsTable;
  listing_view_marks: ListingViewMarksTable;
  listing_views: ListingViewsTable;
  message_alerts: MessageAlertsTable;
  message_emails: MessageEmailsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  user_blocks: UserBlocksTable;
  user_reports: UserReportsTable;
  remote_health: RemoteHealthTable;
}

export type UserRow = Selectable<UsersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
