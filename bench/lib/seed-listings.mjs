// Listings the Lighthouse section measures besides the demo seed's: one whose photo never arrived
// (the page has no real photo, so its largest paint is text) and one with a 1×1 photo (a photo too
// small to be the largest paint). Posted through the API as a new emulator account, as a lister
// would; ids returned.
import { deflateSync } from 'node:zlib';
import { portsFrom } from '../../scripts/lib/app-config.mjs';

/** A listing as the form sends it; a long description, so text fills a phone's first screen. */
const FIELDS = {
  description:
    'Bright one-bedroom two blocks from campus, with a big window over Langdon Street. ' +
    'Quiet building, laundry in the basement, heat and water included in the rent. ' +
    'The kitchen was redone last year; the bus to the hospital stops at the corner.\n\n' +
    'I am studying abroad for the semester and would like someone tidy who likes plants.',
  rent: 875,
  term: 'Fall',
  bedrooms: 1,
  bathrooms: 1,
  squareFeet: 450,
  roommates: 0,
  street: '120 Langdon St',
  aptnumber: '4B',
  city: 'Madison',
  state: 'WI',
  zipcode: '53703',
  lat: 43.0768,
  lon: -89.3932,
  amenities: ['Wifi', 'In-unit laundry'],
};

/** A 1×1 white PNG. */
function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = /** @type {number} */ (crcTable[(c ^ b) & 0xff]) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signUp(authPort) {
  const res = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        password: 'bench-lister-123',
        displayName: 'Bench Lister',
        returnSecureToken: true,
      }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-up: ${res.status}`);
  return /** @type {{ idToken: string }} */ (await res.json()).idToken;
}

/** Posts one listing with one photo name; uploads `photo` when given. Its id. */
async function postListing(baseUrl, token, title, photo) {
  const year = new Date().getFullYear() + 1;
  const form = new FormData();
  form.append(
    'listing',
    // Next year's fall: a start date in the past is refused.
    new Blob(
      [JSON.stringify({ ...FIELDS, title, startDate: `${year}-08-20`, endDate: `${year}-12-20` })],
      {
        type: 'application/json',
      },
    ),
    'listing.json',
  );
  form.append('images', 'front.png');
  const created = await fetch(`${baseUrl}/api/listing`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (created.status !== 200)
    throw new Error(`POST /api/listing: ${created.status} ${await created.text()}`);
  const [upload] = /** @type {string[]} */ (await created.json());
  const id = /listings\/(\d+)\//.exec(decodeURIComponent(upload ?? ''))?.[1];
  if (!id) throw new Error(`POST /api/listing: no upload link in ${JSON.stringify(upload)}`);
  if (photo) {
    // The API's upload links are relative to the site (or absolute to a bucket).
    // The id above came from it: there is a link.
    const put = await fetch(new URL(/** @type {string} */ (upload), baseUrl), {
      method: 'PUT',
      body: photo,
    });
    if (!put.ok) throw new Error(`photo upload: ${put.status}`);
  }
  return id;
}

/** @returns {Promise<{ noPhoto: string, tinyPhoto: string }>} the two listings' ids */
export async function seedLighthouseListings(baseUrl) {
  const token = await signUp(portsFrom(process.env).auth);
  return {
    noPhoto: await postListing(baseUrl, token, 'Sunny room on Langdon, photo to come', null),
    tinyPhoto: await postListing(baseUrl, token, 'Sunny room on Langdon, tiny photo', tinyPng()),
  };
}
