// Through the package name, not a relative path: in mf-create's build this resolves to the shared
// singleton already on the page (module federation), so the schemas and zod are not bundled twice.
import {
  LIMITS,
  LIMIT_MESSAGES,
  LISTING_MESSAGES,
  listingFieldsObject,
  listingFieldsSchema,
  type Amenity,
  type Term,
} from 'shared-api';

/** What the listing form holds: text exactly as typed (numbers too), the way inputs report it. */
export interface ListingFormValues {
  title: string;
  description: string;
  rent: string;
  term: Term;
  startDate: string;
  endDate: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  roommates: string;
  street: string;
  aptnumber: string;
  city: string;
  state: string;
  zipcode: string;
  amenities: Amenity[];
}
export type ListingFormField = keyof ListingFormValues;
/** Every field that can carry an error, including the photos. */
export type ListingFormErrorField = ListingFormField | 'images';
export type ListingFormErrors = Partial<Record<ListingFormErrorField, string>>;

/** Defaults: Madison, WI, Fall. */
export const LISTING_FORM_DEFAULTS: ListingFormValues = {
  title: '',
  description: '',
  rent: '',
  term: 'Fall',
  startDate: '',
  endDate: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  roommates: '',
  street: '',
  aptnumber: '',
  city: 'Madison',
  state: 'WI',
  zipcode: '',
  amenities: [],
};

/** The order fields appear in the form: the first error in this order receives focus on submit. */
export const LISTING_FORM_ORDER: readonly ListingFormErrorField[] = [
  'title',
  'description',
  'rent',
  'term',
  'startDate',
  'endDate',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'roommates',
  'street',
  'aptnumber',
  'city',
  'state',
  'zipcode',
  'amenities',
  'images',
];

const FIELDS = Object.keys(listingFieldsObject.shape) as ListingFormField[];

// A listing that passes every rule. Fields that fail on their own are swapped for these values before
// the whole-object schema runs, so its cross-field rules (end after start) are still checked — zod
// skips object refinements while any field has an issue, and the form must show every error at once.
const VALID_STANDIN: Record<ListingFormField, unknown> = {
  title: 'Valid title',
  description: 'A valid description of twenty or more characters',
  rent: '1',
  term: 'Fall',
  startDate: '2000-01-01',
  endDate: '2000-01-02',
  bedrooms: '1',
  bathrooms: '1',
  squareFeet: '1',
  roommates: '0',
  street: 'Street',
  aptnumber: '',
  city: 'City',
  state: 'State',
  zipcode: '00000',
  amenities: [],
};

/**
 * The form's rules, using the shared schema (the server runs the same one): one message per field,
 * the first rule that fails. `imageCount` counts kept existing photos plus new ones.
 */
export function validateListingForm(
  values: ListingFormValues,
  imageCount: number,
): ListingFormErrors {
  const errors: ListingFormErrors = {};
  const standIn: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const result = listingFieldsObject.shape[field].safeParse(values[field]);
    if (result.success) {
      standIn[field] = values[field];
    } else {
      errors[field] = result.error.issues[0]?.message ?? 'Invalid value';
      standIn[field] = VALID_STANDIN[field];
    }
  }
  const whole = listingFieldsSchema.safeParse(standIn);
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      const field = issue.path[0] as ListingFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (imageCount < 1) errors.images = LISTING_MESSAGES.images;
  // The server's cap (shared-api LIMITS), checked before anything is sent.
  else if (imageCount > LIMITS.imagesPerListing) errors.images = LIMIT_MESSAGES.tooManyImages;
  return errors;
}

/** The first field with an error, in form order. */
export function firstErrorField(errors: ListingFormErrors): ListingFormErrorField | undefined {
  return LISTING_FORM_ORDER.find((f) => errors[f]);
}

/** The address sent to the geocoder: the unit number does not help find a building, so it is left out. */
export function composeAddress(
  v: Pick<ListingFormValues, 'street' | 'city' | 'state' | 'zipcode'>,
): string {
  const cityLine = [v.city.trim(), [v.state.trim(), v.zipcode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [v.street.trim(), cityLine].filter(Boolean).join(', ');
}
