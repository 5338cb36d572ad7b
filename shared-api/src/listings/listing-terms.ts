// Terms and amenities without zod: the filter rules (`shared-api/filters`) need them, and
// a remote bundling those must not bundle a second zod for them.
export const TERMS = ['Spring', 'Summer', 'Fall', 'Academic Year'] as const;
export type Term = (typeof TERMS)[number];
export const isTerm = (value: unknown): value is Term => TERMS.includes(value as Term);

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
