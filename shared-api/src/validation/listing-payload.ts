// Through the package name, not a relative path: in mf-create's build this resolves to the shared
// singleton already on the page (module federation), so the schemas and zod are not bundled twice.
import {
  AMENITIES,
  TERMS,
  listingCreateSchema,
  type Amenity,
  type ListingCreate,
  type ListingDto,
  type Term,
  toIsoDate,
} from 'shared-api';
import { LISTING_FORM_DEFAULTS, type ListingFormValues } from './listing-form';
import { maskProfanity } from './profanity';

/**
 * The `listing` JSON part of create/update from valid form values: title and description
 * masked, numbers as numbers, status AVAILABLE. Throws if the values are not valid — callers
 * validate first, and the same schema guards the server.
 */
export function toListingPayload(
  values: ListingFormValues,
  coords: { lat: number; lon: number },
): ListingCreate {
  return listingCreateSchema.parse({
    ...values,
    title: maskProfanity(values.title),
    description: maskProfanity(values.description),
    lat: coords.lat,
    lon: coords.lon,
    status: 'AVAILABLE',
  });
}

/** Any date the API may answer (`YYYY-MM-DD`, an ISO time, a US date) as the `YYYY-MM-DD` a date input wants. */
export const toDateInputValue = (value: string | null | undefined): string =>
  toIsoDate(value) ?? '';

// The semester follows the start month when a listing has no stored term.
function termFromStart(startDate: string): Term {
  const month = Number(startDate.slice(5, 7));
  if (!month) return 'Fall';
  if (month >= 8) return 'Fall';
  if (month <= 5) return 'Spring';
  return 'Summer';
}

const numberText = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? String(n) : '';

/** The edit form prefilled from `GET /listings/{id}/details` (the edit load's fields). */
export function listingDtoToFormValues(dto: ListingDto): ListingFormValues {
  const startDate = toDateInputValue(dto.startDate);
  return {
    ...LISTING_FORM_DEFAULTS,
    title: dto.title,
    description: dto.description,
    rent: numberText(dto.rent),
    term: TERMS.includes(dto.term as Term) ? (dto.term as Term) : termFromStart(startDate),
    startDate,
    endDate: toDateInputValue(dto.endDate),
    bedrooms: numberText(dto.bedrooms),
    bathrooms: numberText(dto.bathrooms),
    squareFeet: numberText(dto.squareFeet),
    roommates: numberText(dto.roommates),
    street: dto.street,
    aptnumber: dto.aptnumber ?? '',
    city: dto.city || LISTING_FORM_DEFAULTS.city,
    state: dto.state || LISTING_FORM_DEFAULTS.state,
    zipcode: dto.zipcode,
    amenities: dto.amenities.filter((a): a is Amenity => AMENITIES.includes(a as Amenity)),
  };
}
