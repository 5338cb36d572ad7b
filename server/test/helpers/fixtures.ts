/** A listing the form would accept; override what a test is about. */
export function validListing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Sunny room near Bascom Hill',
    description: 'Bright furnished room, five minutes from campus, utilities included.',
    rent: 950,
    term: 'Fall',
    startDate: '2099-08-20',
    endDate: '2099-12-20',
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 800,
    roommates: 1,
    street: '123 N Park St',
    aptnumber: '4B',
    city: 'Madison',
    state: 'WI',
    zipcode: '53706',
    lat: 43.0755,
    lon: -89.41,
    amenities: ['Wifi', 'Furnished'],
    status: 'AVAILABLE',
    ...overrides,
  };
}

/** Smallest valid images of each kind we keep. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
