/**
 * Caps against abuse: one number per rule, read by the server (which enforces
 * them) and by the forms (which enforce what they can before sending). The original design named no
 * image count limit; these are product decisions, documented in
 * docs/decisions/0018-errors-rate-limits-and-caps.md.
 */
export const LIMITS = {
  /** Photos one listing may hold (create, and kept + added on edit). */
  imagesPerListing: 20,
  /** Listings one user may create in any 24 hours. */
  listingsPerDay: 10,
  /** New conversations one user may start in any hour (re-opening an existing one is free). */
  conversationsPerHour: 20,
  /** Profile-picture upload slots one user may hold unused at once (they lapse after an hour). */
  pictureSlotsPerHour: 5,
} as const;

/** What a user reads when a cap is hit: the server's `{ error }` text, repeated by the mocks. */
export const LIMIT_MESSAGES = {
  tooManyImages: `A listing can have at most ${LIMITS.imagesPerListing} photos`,
  tooManyListings: `You can post at most ${LIMITS.listingsPerDay} listings a day. Please try again later.`,
  tooManyConversations: `You can start at most ${LIMITS.conversationsPerHour} new conversations an hour. Please try again later.`,
  tooManyPictureUploads: `Too many profile picture uploads. Please try again in an hour.`,
} as const;
