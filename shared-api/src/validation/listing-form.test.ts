import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../listings/listing.schema';
import { LIMITS, LIMIT_MESSAGES } from '../limits';
import {
  LISTING_FORM_DEFAULTS,
  composeAddress,
  firstErrorField,
  validateListingForm,
  type ListingFormValues,
} from './listing-form';
import { listingDtoToFormValues, toDateInputValue, toListingPayload } from './listing-payload';
import { listingDtoSchema } from '../listings/listing.schema';

const valid: ListingFormValues = {
  ...LISTING_FORM_DEFAULTS,
  title: 'Sunny room near campus',
  description: 'Bright room, five minutes from Bascom Hall.',
  rent: '950',
  startDate: '2026-08-20',
  endDate: '2027-05-15',
  bedrooms: '2',
  bathrooms: '1',
  squareFeet: '700',
  roommates: '1',
  street: '123 W Gilman St',
  zipcode: '53703',
};

const errorsFor = (patch: Partial<ListingFormValues>, images = 1) =>
  validateListingForm({ ...valid, ...patch }, images);

describe('validateListingForm', () => {
  it('accepts a complete listing', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('reports every missing field of an empty form at once, in form order', () => {
    const errors = validateListingForm(LISTING_FORM_DEFAULTS, 0);
    expect(errors).toEqual({
      title: M.titleMin,
      description: M.descriptionMin,
      rent: M.price,
      startDate: M.startDate,
      endDate: M.endDateRequired,
      bedrooms: M.bedrooms,
      bathrooms: M.bathrooms,
      squareFeet: M.squareFeet,
      roommates: M.roommates,
      street: M.streetRequired,
      zipcode: M.zipcode,
      images: M.images,
    });
    expect(firstErrorField(errors)).toBe('title');
  });

  it('checks end after start even while other fields are invalid', () => {
    const errors = errorsFor({ title: 'abc', startDate: '2026-09-01', endDate: '2026-09-01' });
    expect(errors.endDate).toBe(M.endDateAfter);
    expect(errors.title).toBe(M.titleMin);
  });

  it.each([
    ['title', '    abcd    ', M.titleMin],
    ['title', 'a'.repeat(51), M.titleMax],
    ['description', 'x'.repeat(19), M.descriptionMin],
    ['description', 'x'.repeat(751), M.descriptionMax],
    ['rent', '0', M.price],
    ['rent', '-5', M.price],
    ['rent', 'abc', M.price],
    ['bedrooms', '0', M.bedrooms],
    ['bathrooms', '0', M.bathrooms],
    ['bathrooms', '2.3', M.bathrooms],
    ['squareFeet', '0', M.squareFeet],
    ['roommates', '-1', M.roommates],
    ['street', '   ', M.streetRequired],
    ['street', 's'.repeat(256), M.streetMax],
    ['city', '', M.cityRequired],
    ['city', 'c'.repeat(101), M.cityMax],
    ['state', '', M.stateRequired],
    ['state', 's'.repeat(101), M.stateMax],
    ['zipcode', '5370', M.zipcode],
    ['zipcode', '53703-12', M.zipcode],
    ['zipcode', '537031234', M.zipcode],
    ['zipcode', 'abcde', M.zipcode],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['title', 'abcde'],
    ['title', 'a'.repeat(50)],
    ['description', 'x'.repeat(20)],
    ['description', 'x'.repeat(750)],
    ['rent', '0.5'],
    ['roommates', '0'],
    ['zipcode', '53703'],
    ['zipcode', '53703-1234'],
    ['aptnumber', ''],
  ] as const)('%s = %j is accepted', (field, value) => {
    expect(errorsFor({ [field]: value })).toEqual({});
  });

  it('refuses more photos than the server allows, with its message', () => {
    expect(errorsFor({}, LIMITS.imagesPerListing)).toEqual({});
    expect(errorsFor({}, LIMITS.imagesPerListing + 1)).toEqual({
      images: LIMIT_MESSAGES.tooManyImages,
    });
  });

  it('requires one image, counting existing ones', () => {
    expect(errorsFor({}, 0)).toEqual({ images: M.images });
    expect(errorsFor({}, 3)).toEqual({});
  });
});

describe('payload and prefill', () => {
  it('sends numbers, masked text and AVAILABLE', () => {
    const payload = toListingPayload(
      { ...valid, title: 'Cozy shit hole room' },
      { lat: 43.07, lon: -89.4 },
    );
    expect(payload).toMatchObject({
      title: 'Cozy **** hole room',
      rent: 950,
      bedrooms: 2,
      roommates: 1,
      lat: 43.07,
      lon: -89.4,
      status: 'AVAILABLE',
      city: 'Madison',
      state: 'WI',
      aptnumber: '',
    });
  });

  it('composes the geocoder address without the unit', () => {
    const withUnit: ListingFormValues = { ...valid, aptnumber: '4B' };
    expect(composeAddress(withUnit)).toBe('123 W Gilman St, Madison, WI 53703');
  });

  it('normalises dates to YYYY-MM-DD', () => {
    expect(toDateInputValue('2026-08-20T00:00:00Z')).toBe('2026-08-20');
    expect(toDateInputValue('2026-08-20')).toBe('2026-08-20');
    expect(toDateInputValue('8/20/2026')).toBe('2026-08-20');
    expect(toDateInputValue(null)).toBe('');
  });

  it('prefills the edit form from a details response', () => {
    const dto = listingDtoSchema.parse({
      listingID: 7,
      rent: 800,
      startDate: '2026-06-01T00:00:00Z',
      endDate: '2026-08-01',
      title: 'Summer sublet',
      amenities: ['Wifi', 'Pool'],
      roommates: 0,
      street: '1 Langdon St',
      city: 'Madison',
      state: 'WI',
      zipcode: '53703',
    });
    expect(listingDtoToFormValues(dto)).toMatchObject({
      rent: '800',
      term: 'Summer',
      startDate: '2026-06-01',
      endDate: '2026-08-01',
      roommates: '0',
      amenities: ['Wifi'],
    });
  });
});
