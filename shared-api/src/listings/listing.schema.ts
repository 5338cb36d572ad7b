import { z } from 'zod';
import { idSchema, isoDateSchema, numberField } from '../common.schema';
import { photoDtoSchema } from '../photos/photo.schema';

export const TERMS = ['Spring', 'Summer', 'Fall', 'Academic Year'] as const;
export type Term = (typeof TERMS)[number];

export const AMENITIES = [
  'In-unit laundry',
  'Central A/C',
  'Balcony',
  'Dishwasher',
  'Wifi',
  'Furnished',
  'Parking available',
  'Gym',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const LISTING_STATUSES = ['AVAILABLE', 'PENDING', 'TAKEN'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const STATUS_LABELS: Record<ListingStatus, string> = {
  AVAILABLE: 'Available',
  PENDING: 'Pending',
  TAKEN: 'Taken',
};

/** Spec §5 messages, verbatim. Used by the form and echoed by the server's 400s. */
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
  z.string({ error: required }).trim().min(1, required).max(max, maxMsg);
const requiredDate = (msg: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema(msg));

/**
 * The fields a person types in the listing form (spec §5). The form validates its text values with
 * this schema and the server validates the JSON `listing` part with the same one, so a request the
 * form would refuse the server refuses too. Upper bounds beyond the spec keep absurd values out.
 */
export const listingFieldsObject = z.object({
  title: z.string({ error: M.titleMin }).trim().min(5, M.titleMin).max(50, M.titleMax),
  description: z
    .string({ error: M.descriptionMin })
    .trim()
    .min(20, M.descriptionMin)
    .max(750, M.descriptionMax),
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
  aptnumber: z
    .string()
    .trim()
    .max(50, 'Unit number must be no more than 50 characters')
    .optional()
    .default(''),
  city: requiredText(M.cityRequired, 100, M.cityMax),
  state: requiredText(M.stateRequired, 100, M.stateMax),
  zipcode: z
    .string({ error: M.zipcode })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, M.zipcode),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'Unknown amenity' }))
    .max(AMENITIES.length)
    .default([]),
});

function endAfterStart(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  // ISO dates compare correctly as strings.
  if (v.endDate <= v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateAfter });
  }
}

export const listingFieldsSchema = listingFieldsObject.superRefine(endAfterStart);
export type ListingFields = z.output<typeof listingFieldsSchema>;
export type ListingField = keyof ListingFields;

const latSchema = z.number().min(-90).max(90);
const lonSchema = z.number().min(-180).max(180);

/** The `listing` JSON part of `POST /listing` (spec §3). Only AVAILABLE is accepted as status. */
const placement = {
  lat: latSchema,
  lon: lonSchema,
  status: z
    .literal('AVAILABLE', { error: 'Only AVAILABLE is accepted as status' })
    .default('AVAILABLE'),
};
export const listingCreateSchema = listingFieldsObject.extend(placement).superRefine(endAfterStart);
export type ListingCreateDto = z.input<typeof listingCreateSchema>;
export type ListingCreate = z.output<typeof listingCreateSchema>;

/** The `listing` JSON part of `PUT /listing`: the create fields plus `listingID`. */
export const listingUpdateSchema = listingFieldsObject
  .extend({ ...placement, listingID: idSchema })
  .superRefine(endAfterStart);
export type ListingUpdateDto = z.input<typeof listingUpdateSchema>;
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** A file name as the client sends it in `images` / `addFileNames` / `deleteFileNames`. Only a name. */
export const MAX_FILE_NAME_LENGTH = 200;
export const fileNameSchema = z
  .string()
  .trim()
  .min(1, 'Invalid file name')
  .max(MAX_FILE_NAME_LENGTH, `File names must be at most ${MAX_FILE_NAME_LENGTH} characters`)
  .refine((s) => !/[/\\\0]/.test(s) && s !== '.' && s !== '..', 'Invalid file name');
export const fileNameListSchema = z.array(fileNameSchema).max(30);

const nullableText = z.string().nullable().optional();

/** A listing as the API answers it (contract "Listing (as read)"). Lenient, with spec §3 defaults. */
export const listingDtoSchema = z.object({
  listingID: idSchema,
  rent: z.number(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  lat: z.number().nullable().optional(),
  lon: z.number().nullable().optional(),
  preSignedGetUrls: z.array(z.string()).default([]),
  /** The same images with their sizes (same order); absent from servers before image sizes. */
  photos: z.array(photoDtoSchema).optional(),
  roommates: z.number().default(0),
  name: nullableText,
  email: nullableText,
  /** Whether the lister's address is verified; absent from older servers (not verified). */
  emailVerified: z.boolean().default(false),
  firebaseUid: nullableText,
  profilePictureUrl: nullableText,
  /** The lister's picture with its sizes, when it is one of ours (null for external pictures). */
  profilePicture: photoDtoSchema.nullable().optional(),
  userCreatedAt: nullableText,
  title: z.string().default('Untitled Listing'),
  description: z.string().default(''),
  bedrooms: z.number().default(1),
  bathrooms: z.number().default(1),
  squareFeet: z.number().default(0),
  street: z.string().default(''),
  aptnumber: z.string().nullable().optional(),
  city: z.string().default(''),
  state: z.string().default(''),
  zipcode: z.string().default(''),
  amenities: z.array(z.string()).default([]),
  term: z.string().nullable().optional(),
  status: z.string().default('AVAILABLE'),
  isSaved: z.boolean().default(false),
});
export type ListingDto = z.output<typeof listingDtoSchema>;
export type ListingDtoInput = z.input<typeof listingDtoSchema>;
export const listingListSchema = z.array(listingDtoSchema);

/** `POST /listing` and `PUT /listing` answer: one upload URL per (added) image, in order. */
export const uploadUrlsSchema = z.array(z.string());
