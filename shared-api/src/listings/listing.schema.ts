import * as z from 'zod/mini';
import { idSchema, isoDateSchema, numberField } from '../common.schema';
import { photoDtoSchema } from '../photos/photo.schema';
import { AMENITIES, TERMS } from './listing-terms';

export * from './listing-terms';

/** STALE: hidden because its lister left 'Still available?' unanswered (until they confirm). */
export const LISTING_STATUSES = ['AVAILABLE', 'PENDING', 'TAKEN', 'STALE'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a lister can say about their listing: still available, or taken (it leaves the list). */
export const LISTER_STATUSES = ['AVAILABLE', 'TAKEN'] as const;
export const LISTING_STATUS_MESSAGE = 'Please choose Available or Taken';
/** `PUT /listings/{id}/status` body. */
export const listingStatusUpdateSchema = z.object({
  status: z.enum(LISTER_STATUSES, { error: LISTING_STATUS_MESSAGE }),
});
export type ListingStatusUpdate = z.infer<typeof listingStatusUpdateSchema>;
export const listingStatusAnswerSchema = z.object({
  listingID: idSchema,
  status: z.enum(LISTER_STATUSES),
});

/** The listing form's messages, verbatim. Used by the form and echoed by the server's 400s. */
export const LISTING_MESSAGES = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be no more than 50 characters',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description must be no more than 750 characters',
  price: 'Please enter a valid price',
  startDate: 'Start date is required',
  endDateRequired: 'End date is required',
  endDateAfter: 'End date must be after start date',
  bedrooms: 'Please enter a valid number of bedrooms',
  bathrooms: 'Please enter a valid number of bathrooms',
  squareFeet: 'Please enter a valid square footage',
  roommates: 'Please enter a valid number of roommates (0 or more)',
  streetRequired: 'Street address is required',
  streetMax: 'Street address must be no more than 255 characters',
  cityRequired: 'City is required',
  cityMax: 'City must be no more than 100 characters',
  stateRequired: 'State is required',
  stateMax: 'State must be no more than 100 characters',
  zipcode: 'Please enter a valid ZIP code',
  images: 'At least one image is required',
  geocode: 'Could not find coordinates for the provided address. Please check and try again.',
} as const;

const M = LISTING_MESSAGES;
const requiredText = (required: string, max: number, maxMsg: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, maxMsg));
const requiredDate = (msg: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v)),
    isoDateSchema(msg),
  );

/**
 * The fields a person types in the listing form. The form validates its text values with
 * this schema and the server validates the JSON `listing` part with the same one, so a request the
 * form would refuse the server refuses too. Upper bounds beyond the spec keep absurd values out.
 */
export const listingFieldsObject = z.object({
  title: z
    .string({ error: M.titleMin })
    .check(z.trim(), z.minLength(5, M.titleMin), z.maxLength(50, M.titleMax)),
  description: z
    .string({ error: M.descriptionMin })
    .check(z.trim(), z.minLength(20, M.descriptionMin), z.maxLength(750, M.descriptionMax)),
  rent: numberField(M.price, { gt: 0, max: 1_000_000 }),
  term: z.enum(TERMS, { error: 'Please choose a term' }),
  startDate: requiredDate(M.startDate),
  endDate: requiredDate(M.endDateRequired),
  bedrooms: numberField(M.bedrooms, { gt: 0, max: 50, int: true }),
  // Half baths are normal (a toilet and sink, no shower): 1.5 is a valid count, 1.3 is not.
  bathrooms: numberField(M.bathrooms, { gt: 0, max: 50, step: 0.5 }),
  squareFeet: numberField(M.squareFeet, { gt: 0, max: 100_000, int: true }),
  roommates: numberField(M.roommates, { min: 0, max: 50, int: true }),
  street: requiredText(M.streetRequired, 255, M.streetMax),
  aptnumber: z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(50, 'Unit number must be no more than 50 characters')),
    ),
    '',
  ),
  city: requiredText(M.cityRequired, 100, M.cityMax),
  state: requiredText(M.stateRequired, 100, M.stateMax),
  zipcode: z.string({ error: M.zipcode }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, M.zipcode)),
  amenities: z._default(
    z.array(z.enum(AMENITIES, { error: 'Unknown amenity' })).check(z.maxLength(AMENITIES.length)),
    [],
  ),
});

// ISO dates compare correctly as strings.
const endAfterStart = z.superRefine((v: { startDate: string; endDate: string }, ctx) => {
  if (v.endDate <= v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateAfter });
  }
});

export const listingFieldsSchema = listingFieldsObject.check(endAfterStart);

const latSchema = z.number().check(z.gte(-90), z.lte(90));
const lonSchema = z.number().check(z.gte(-180), z.lte(180));

/** The `listing` JSON part of `POST /listing`. Only AVAILABLE is accepted as status. */
const placement = {
  lat: latSchema,
  lon: lonSchema,
  status: z._default(
    z.literal('AVAILABLE', { error: 'Only AVAILABLE is accepted as status' }),
    'AVAILABLE',
  ),
};
export const listingCreateSchema = z.extend(listingFieldsObject, placement).check(endAfterStart);
export type ListingCreate = z.output<typeof listingCreateSchema>;

/** The `listing` JSON part of `PUT /listing`: the create fields plus `listingID`. */
export const listingUpdateSchema = z
  .extend(listingFieldsObject, { ...placement, listingID: idSchema })
  .check(endAfterStart);
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** A file name as the client sends it in `images` / `addFileNames` / `deleteFileNames`. Only a name. */
export const MAX_FILE_NAME_LENGTH = 200;
export const fileNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Invalid file name'),
  z.maxLength(
    MAX_FILE_NAME_LENGTH,
    `File names must be at most ${MAX_FILE_NAME_LENGTH} characters`,
  ),
  z.refine((s) => !/[/\\\0]/.test(s) && s !== '.' && s !== '..', 'Invalid file name'),
);
export const fileNameListSchema = z.array(fileNameSchema).check(z.maxLength(30));

const nullableText = z.optional(z.nullable(z.string()));

/** How fast a lister usually answers a first message (a listing's page only; null: not enough). */
export const REPLY_TIMES = ['hour', 'day', 'days'] as const;
export type ReplyTime = (typeof REPLY_TIMES)[number];
export const isReplyTime = (v: unknown): v is ReplyTime => REPLY_TIMES.includes(v as ReplyTime);
export const REPLY_TIME_LABELS: Record<ReplyTime, string> = {
  hour: 'Usually replies within an hour',
  day: 'Usually replies within a day',
  days: 'Usually replies within a few days',
};

/** The owner's figures of a listing (their own list only): views once per visitor a day. */
export const listingStatsSchema = z.object({
  views: z.number(),
  saves: z.number(),
  conversations: z.number(),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/**
 * A listing as the API answers it (contract "Listing (as read)"). Lenient, with the product's
 * defaults.
 */
export const listingDtoSchema = z.object({
  listingID: idSchema,
  rent: z.number(),
  startDate: z.optional(z.nullable(z.string())),
  endDate: z.optional(z.nullable(z.string())),
  lat: z.optional(z.nullable(z.number())),
  lon: z.optional(z.nullable(z.number())),
  preSignedGetUrls: z._default(z.array(z.string()), []),
  /** The same images with their sizes (same order); absent from servers before image sizes. */
  photos: z.optional(z.array(photoDtoSchema)),
  /**
   * A card answer only: how many photos the listing has. Its `photos` hold the first (a card's
   * carousel fetches the others from the listing's page); absent: `photos` are all of them.
   */
  photoCount: z.optional(z.int().check(z.nonnegative())),
  roommates: z._default(z.number(), 0),
  name: nullableText,
  email: nullableText,
  /** Whether the lister's address is verified; absent from older servers (not verified). */
  emailVerified: z._default(z.boolean(), false),
  /** The lister's verified address is in a student domain (`.edu` by default). */
  verifiedStudent: z._default(z.boolean(), false),
  /** Reported by enough people to be out of the public list until a moderator reviews it. */
  underReview: z._default(z.boolean(), false),
  firebaseUid: nullableText,
  profilePictureUrl: nullableText,
  /** The lister's picture with its sizes, when it is one of ours (null for external pictures). */
  profilePicture: z.optional(z.nullable(photoDtoSchema)),
  userCreatedAt: nullableText,
  /** A listing's page only: `REPLY_TIMES`, or null when there is too little to say (lenient). */
  replyTime: nullableText,
  /** The owner's own list only. */
  stats: z.optional(listingStatsSchema),
  /** The owner's reads only: 'Still available?' is open (answer it before the listing is hidden). */
  askedStillAvailable: z.optional(z.boolean()),
  title: z._default(z.string(), 'Untitled Listing'),
  description: z._default(z.string(), ''),
  bedrooms: z._default(z.number(), 1),
  bathrooms: z._default(z.number(), 1),
  squareFeet: z._default(z.number(), 0),
  street: z._default(z.string(), ''),
  aptnumber: z.optional(z.nullable(z.string())),
  city: z._default(z.string(), ''),
  state: z._default(z.string(), ''),
  zipcode: z._default(z.string(), ''),
  amenities: z._default(z.array(z.string()), []),
  term: z.optional(z.nullable(z.string())),
  status: z._default(z.string(), 'AVAILABLE'),
  isSaved: z._default(z.boolean(), false),
});
export type ListingDto = z.output<typeof listingDtoSchema>;
export type ListingDtoInput = z.input<typeof listingDtoSchema>;
export const listingListSchema = z.array(listingDtoSchema);

/**
 * A listing as a card reads it (the public list, saved lists): no lister identity, no unit number
 * (no harvesting), no description and no `preSignedGetUrls` (the photos carry the links); a
 * listing's page has the rest. For the contract; clients parse card answers with
 * `listingListSchema`, whose defaults fill what a card leaves out.
 */
export const listingCardSchema = z.omit(listingDtoSchema, {
  description: true,
  preSignedGetUrls: true,
  name: true,
  email: true,
  firebaseUid: true,
  profilePictureUrl: true,
  profilePicture: true,
  userCreatedAt: true,
  aptnumber: true,
  replyTime: true,
  stats: true,
  askedStillAvailable: true,
});
export const listingCardListSchema = z.array(listingCardSchema);

/** `POST /listing` and `PUT /listing` answer: one upload URL per (added) image, in order. */
export const uploadUrlsSchema = z.array(z.string());
