// Seeds the composed site's API with `count` varied listings the way people post them: each
// lister an account of the auth emulator, each address looked up with GET /api/geocode as the form
// does (GEOCODER=fixture: an address naming Madison or a 537xx ZIP lands on a stable point within
// ~1.3 km of campus, anything else is not found), each listing a multipart POST /api/listing with
// three photo names. The caps hold: 10 listings a person a day, 120 writes a minute, 60 look-ups a
// minute per client address, so `count / 10` listers post 10 each, each from an address of their
// own (X-Forwarded-For, which the API believes from loopback, as behind the site's proxy).
//
// Photos: the newest `PHOTOS_UPLOADED` listings (the first screen) get a real photo through their
// upload link (the image pipeline makes its sizes); the others stay as posted, awaiting upload,
// whose answer carries the link without sizes. Processing 15,000 photos would take this machine
// most of an hour; the server's own benchmark (server/bench/api-bench.ts) measures the list with
// every photo processed.
import { solidPng } from '../../scripts/lib/solid-png.mjs';

const PER_LISTER = 10;
const PHOTOS_UPLOADED = 12;
const CONCURRENCY = 6;
const PASSWORD = 'bench-town-password';

const STREETS = [
  'N Park St',
  'W Johnson St',
  'W Gorham St',
  'Langdon St',
  'N Frances St',
  'W Dayton St',
  'Regent St',
  'Monroe St',
  'University Ave',
  'W Mifflin St',
  'N Bassett St',
  'S Brooks St',
  'Jenifer St',
  'Williamson St',
  'E Johnson St',
  'N Henry St',
  'W Doty St',
  'Spring St',
  'Chandler St',
  'Vilas Ave',
  'Breese Terrace',
  'N Orchard St',
  'W Washington Ave',
  'S Mills St',
];
const ZIPS = ['53703', '53705', '53706', '53711', '53715', '53726'];
const TITLES = [
  'Sunny studio near Bascom Hill',
  'Room in a quiet house',
  '2 bedroom by the lake',
  'Furnished room, all utilities',
  'Loft near State Street',
  'Shared flat close to campus',
  'Summer sublet with balcony',
  'Spring room in a big house',
  'Bright 1 bedroom',
  'Cozy attic room',
  'Modern apartment with gym',
  'Room with a view of the Capitol',
];
const TERMS = ['Fall', 'Spring', 'Summer', 'Academic Year'];
const TERM_MONTHS = { Fall: [8, 12], Spring: [1, 5], Summer: [6, 8], 'Academic Year': [8, 5] };
const AMENITIES = [
  'In-unit laundry',
  'Central A/C',
  'Balcony',
  'Dishwasher',
  'Wifi',
  'Furnished',
  'Parking available',
  'Gym',
];

/** A deterministic pseudo-random source, so every run seeds the same town. */
function prng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** The i-th listing's form fields (lat/lon come from the look-up); one in ten shares a building. */
export function townListing(i, rand) {
  const building = i % 10 === 9 ? i - 1 : i;
  const term = TERMS[Math.floor(rand() * TERMS.length)];
  const [from, to] = TERM_MONTHS[term];
  const year = 2099 + (to < from ? 0 : Math.floor(rand() * 2));
  const pad = (n) => String(n).padStart(2, '0');
  const amenities = AMENITIES.filter(() => rand() < 0.35);
  return {
    title: TITLES[i % TITLES.length],
    description: `Listing ${i + 1}: close to campus, ${amenities.length} amenities, easy bus ride.`,
    rent: 400 + Math.round(rand() * 52) * 50,
    term,
    startDate: `${year}-${pad(from)}-0${1 + Math.floor(rand() * 9)}`,
    endDate: `${to < from ? year + 1 : year}-${pad(to)}-2${Math.floor(rand() * 8)}`,
    bedrooms: 1 + Math.floor(rand() * 4),
    bathrooms: 1 + Math.floor(rand() * 2),
    squareFeet: 300 + Math.round(rand() * 1200),
    roommates: Math.floor(rand() * 6),
    street: `${1 + ((building * 37) % 1999)} ${STREETS[building % STREETS.length]}`,
    aptnumber: i % 10 === 9 ? `${1 + (i % 7)}B` : '',
    city: 'Madison',
    state: 'WI',
    zipcode: ZIPS[building % ZIPS.length],
    amenities,
    status: 'AVAILABLE',
  };
}

async function json(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/** Runs `fn` over `items` with `CONCURRENCY` at a time. */
async function pool(items, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * @param {{ apiUrl: string, authUrl: string, count: number, log: (line: string) => void }} options
 *   `apiUrl`: the API itself (its port), so each lister's X-Forwarded-For reaches it.
 * @returns {Promise<{ count: number, listers: number, seconds: number, photosUploaded: number }>}
 */
export async function seedTown({ apiUrl, authUrl, count, log }) {
  const started = Date.now();
  const rand = prng(5000);
  const listings = Array.from({ length: count }, (_, i) => townListing(i, rand));
  const listers = Math.ceil(count / PER_LISTER);
  const tokens = [];
  const run = Date.now().toString(36);
  /**
   * A lister's account on the auth emulator: `accounts:signUp` or `accounts:signInWithPassword`;
   * keeps and returns the ID token.
   * @param {'signUp' | 'signInWithPassword'} action
   * @param {number} i  the lister
   */
  const account = async (action, i) => {
    const answer = await json(
      await fetch(
        `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `town-${run}-${i}@example.com`,
            password: PASSWORD,
            ...(action === 'signUp' ? { displayName: `Town Lister ${i + 1}` } : {}),
            returnSecureToken: true,
          }),
        },
      ),
      action,
    );
    tokens[i] = answer.idToken;
    return answer.idToken;
  };
  await pool(
    Array.from({ length: listers }, (_, i) => i),
    (i) => account('signUp', i),
  );
  log(`  ${listers} listers signed up`);
  const uploads = [];
  await pool(listings, async (listing, i) => {
    const lister = Math.floor(i / PER_LISTER);
    const from = { 'x-forwarded-for': `10.${(lister >> 8) & 255}.${lister & 255}.7` };
    const auth = { ...from, authorization: `Bearer ${tokens[lister]}` };
    const q = `${listing.street}, ${listing.city}, ${listing.state} ${listing.zipcode}`;
    const place = await json(
      await fetch(`${apiUrl}/api/geocode?q=${encodeURIComponent(q)}`, { headers: auth }),
      `geocode ${q}`,
    );
    const form = new FormData();
    const body = { ...listing, lat: place.lat, lon: place.lon };
    form.append('listing', new Blob([JSON.stringify(body)], { type: 'application/json' }));
    for (const name of ['front.png', 'room.png', 'kitchen.png']) form.append('images', name);
    const post = (headers) =>
      fetch(`${apiUrl}/api/listing`, { method: 'POST', headers, body: form });
    let res = await post(auth);
    if (res.status === 401) {
      // The auth emulator dates a new account's tokens to the second: a token made in the second
      // the account was can read as revoked to a write's account check. A new sign-in is not.
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      res = await post({
        ...auth,
        authorization: `Bearer ${await account('signInWithPassword', lister)}`,
      });
    }
    const links = await json(res, `POST /api/listing #${i + 1}`);
    uploads.push(links[0]);
    if ((i + 1) % 1000 === 0) log(`  ${i + 1} listings posted`);
  });
  // Listing ids grow with each post: the highest are the newest, the list's first screen.
  const idOf = (link) => Number(/listings(?:%2F|\/)(\d+)(?:%2F|\/)/.exec(link)?.[1] ?? 0);
  const newest = uploads.sort((a, b) => idOf(b) - idOf(a)).slice(0, PHOTOS_UPLOADED);
  await pool(newest, async (link, i) => {
    const url = new URL(link, apiUrl);
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: solidPng(800, 533, [60 + i * 12, 120, 90]),
    });
    if (!res.ok) throw new Error(`photo upload: ${res.status}`);
  });
  return {
    count,
    listers,
    photosUploaded: newest.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
