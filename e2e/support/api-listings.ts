import { expect, type APIRequestContext } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD } from './accounts';
import { pngPhoto } from './png';
import { ports } from './site';

/** The auth emulator's REST API (the Firebase project of the demo config). */
export const IDENTITY = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;
export const API_KEY = 'key=demo-api-key';

/** A new emulator account (NEW_ACCOUNT_PASSWORD); its ID token. */
export async function signUpByApi(request: APIRequestContext, email: string, name: string) {
  const res = await request.post(`${IDENTITY}/accounts:signUp?${API_KEY}`, {
    data: { email, password: NEW_ACCOUNT_PASSWORD, displayName: name, returnSecureToken: true },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { idToken: string }).idToken;
}

export interface ListingFields {
  title: string;
  description: string;
  rent: number;
  term: 'Fall' | 'Spring';
  startDate: string;
  endDate: string;
}

/** The listing's one photo: its size, or null for an upload that never arrives (no real photo). */
type PhotoSize = { width: number; height: number } | null;

/**
 * Posts a listing through the API as the holder of `token`, with one photo (create-listing.spec
 * covers the form); its id. `extra` overrides any field the form sends (e.g. `aptnumber`).
 */
export async function postListing(
  request: APIRequestContext,
  token: string,
  fields: ListingFields,
  { photo = { width: 320, height: 240 }, extra = {} }: { photo?: PhotoSize; extra?: object } = {},
) {
  const listing = {
    ...fields,
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 400,
    roommates: 0,
    street: '120 Langdon St',
    aptnumber: '',
    city: 'Madison',
    state: 'WI',
    zipcode: '53703',
    lat: 43.0768,
    lon: -89.3932,
    amenities: [],
    ...extra,
  };
  const created = await request.post('/api/listing', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      listing: {
        name: 'listing.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(listing)),
      },
      images: 'front.png',
    },
  });
  expect(created.status()).toBe(200);
  const [upload] = (await created.json()) as string[];
  const id = Number(/listings\/(\d+)\//.exec(decodeURIComponent(upload ?? ''))?.[1]);
  expect(id).toBeGreaterThan(0);
  if (photo) {
    const png = pngPhoto('front.png', photo.width, photo.height, [40, 120, 60]);
    expect((await request.put(upload ?? '', { data: png.buffer })).ok()).toBe(true);
  }
  return id;
}
