import { AMENITIES, TERMS } from 'shared-api/schemas';

export const DEMO_PASSWORD = 'sublease-demo';

export const DEMO_USERS = [
  { uid: 'demo-alice', email: 'alice@example.com', name: 'Alice Johnson' },
  { uid: 'demo-ben', email: 'ben@example.com', name: 'Ben Carter' },
  { uid: 'demo-chloe', email: 'chloe@example.com', name: 'Chloe Nguyen' },
  { uid: 'demo-diego', email: 'diego@example.com', name: 'Diego Ramirez' },
  { uid: 'demo-emma', email: 'emma@example.com', name: 'Emma Schultz' },
] as const;

const STREETS = [
  'N Park St',
  'Langdon St',
  'W Johnson St',
  'State St',
  'University Ave',
  'W Gorham St',
  'N Frances St',
  'Regent St',
  'W Mifflin St',
  'W Dayton St',
  'N Bassett St',
  'E Johnson St',
  'Spring St',
  'Monroe St',
  'N Henry St',
  'W Main St',
  'N Broom St',
  'Breese Terrace',
  'Chamberlain Ave',
  'N Lake St',
];
const ZIPS = ['53703', '53706', '53715', '53726'];
const KINDS = [
  'Studio',
  'Cozy 1BR',
  'Sunny 2BR',
  'Spacious 3BR',
  'Room in 4BR',
  'Loft',
  'Furnished room',
  'Modern 2BR',
];
const NEAR = [
  'near Bascom Hill',
  'by the Capitol',
  'on the Isthmus',
  'near Camp Randall',
  'by Lake Mendota',
  'near the Union',
  'off State St',
  'near Engineering',
];
const DESCRIPTIONS = [
  'Bright unit with big windows, hardwood floors and a quiet street. Walk to class in minutes.',
  'Subleasing my place while I study abroad. Friendly roommates, utilities split evenly.',
  'Newly renovated kitchen, lots of storage, bus stop right outside. Great for grad students.',
  'Top-floor apartment with a lake view from the balcony. Heat and water included in rent.',
  'Close to groceries, coffee shops and the library. Laundry in the building, bike storage too.',
];

/** A small deterministic PRNG so every fresh demo database looks the same. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return {
    next,
    pick,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Listing fields around campus; dates in the coming year so they show as current. */
export function demoListing(i: number, rand: ReturnType<typeof prng>, now = new Date()) {
  const year = now.getUTCFullYear() + 1;
  const term = TERMS[i % TERMS.length] ?? 'Fall';
  const [start, end] =
    term === 'Spring'
      ? [`${year}-01-${pad(rand.int(5, 20))}`, `${year}-05-${pad(rand.int(10, 25))}`]
      : term === 'Summer'
        ? [`${year}-06-${pad(rand.int(1, 10))}`, `${year}-08-${pad(rand.int(10, 20))}`]
        : term === 'Fall'
          ? [`${year}-08-${pad(rand.int(20, 31))}`, `${year}-12-${pad(rand.int(15, 22))}`]
          : [`${year}-08-${pad(rand.int(20, 31))}`, `${year + 1}-05-${pad(rand.int(10, 20))}`];
  const bedrooms = rand.int(1, 4);
  const amenities = AMENITIES.filter(() => rand.next() < 0.4);
  return {
    title: `${rand.pick(KINDS)} ${rand.pick(NEAR)}`.slice(0, 50),
    description: rand.pick(DESCRIPTIONS),
    rent: 550 + rand.int(0, 74) * 25,
    term,
    start_date: start,
    end_date: end,
    bedrooms,
    bathrooms: Math.max(1, Math.min(bedrooms, rand.int(1, 3))),
    square_feet: 350 + bedrooms * rand.int(180, 320),
    roommates: rand.int(0, Math.min(4, bedrooms)),
    street: `${rand.int(100, 1400)} ${rand.pick(STREETS)}`,
    aptnumber:
      rand.next() < 0.5 ? `${rand.int(1, 6)}${String.fromCharCode(65 + rand.int(0, 5))}` : '',
    city: 'Madison',
    state: 'WI',
    zipcode: rand.pick(ZIPS),
    // Within about 2 km of 43.0755,-89.41.
    lat: Number((43.0755 + (rand.next() - 0.5) * 0.03).toFixed(6)),
    lon: Number((-89.41 + (rand.next() - 0.5) * 0.04).toFixed(6)),
    amenities: JSON.stringify(amenities),
    status: 'AVAILABLE',
  };
}
