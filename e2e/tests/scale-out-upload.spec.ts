import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { signUpByApi } from '../support/api-listings';
import { ports } from '../support/site';

// An oversized photo through every hop of the scaled-out site (site proxy → HAProxy → an API
// instance) gets the API's own 413 and message, never a 502 from a proxy on the way.

const TOO_LARGE = 'Image must be 5 MB or smaller';

test('a 6 MB photo gets the API’s 413 through the site and through the balancer, every time', async ({
  request,
}) => {
  const token = await signUpByApi(request, uniqueEmail('big-photo'), 'Big Photo');
  const listing = {
    title: 'Room with a photo too large',
    description: 'A listing whose photos are checked for size on the way in.',
    rent: 800,
    term: 'Fall',
    startDate: '2027-09-01',
    endDate: '2027-12-20',
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
  };
  const names = Array.from({ length: 8 }, (_, i) => `photo-${i}.jpg`);
  const form = new FormData();
  form.append(
    'listing',
    new Blob([JSON.stringify(listing)], { type: 'application/json' }),
    'listing.json',
  );
  for (const name of names) form.append('images', name);
  const created = await request.post('/api/listing', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.status()).toBe(200);
  const uploads = (await created.json()) as string[];
  expect(uploads).toHaveLength(names.length);
  // The listing goes when the check is done: its photos never arrive, and the other journeys on
  // this site expect the newest listing's first photo to load.
  const id = Number(/listings\/(\d+)\//.exec(decodeURIComponent(uploads[0] ?? ''))?.[1]);
  expect(id).toBeGreaterThan(0);
  try {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const balancer = `http://127.0.0.1:${ports.api}`;
    for (const [i, upload] of uploads.entries()) {
      const url = new URL(upload, `http://127.0.0.1:${ports.shell}`);
      // Half through the site's /api proxy, half straight to the balancer.
      const path = `${url.pathname}${url.search}`;
      const target = i % 2 === 0 ? path : `${balancer}${path}`;
      const res = await request.put(target, {
        headers: { 'content-type': 'image/jpeg' },
        data: big,
      });
      expect(res.status(), target).toBe(413);
      // The id the site proxy (or the balancer) gave the request reached the API and its answer.
      const requestId = res.headers()['x-request-id'];
      expect(requestId, target).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.json()).toEqual({ error: TOO_LARGE, requestId });
    }
  } finally {
    const deleted = await request.delete(`/api/listings/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deleted.status()).toBeLessThan(300);
  }
});
