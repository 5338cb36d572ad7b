import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { ALICE, createTestApp, type TestApp } from './helpers/test-app';

// A listing's page names its lister (name, e-mail): reading pages is limited per client address,
// so a script walking every id is slow while a person browsing never meets the limit.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function readPages(app: TestApp, id: string | number, remoteAddress: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.request({
      method: 'GET',
      url: `/api/listings/${id}/details`,
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('listing page reads', () => {
  it('default to 60 a minute and refuse what is not a whole number', () => {
    expect(loadConfig({}).listingPageReadsPerMinute).toBe(60);
    expect(loadConfig({ LISTING_PAGE_READS_PER_MINUTE: '200' }).listingPageReadsPerMinute).toBe(
      200,
    );
    expect(() => loadConfig({ LISTING_PAGE_READS_PER_MINUTE: 'lots' })).toThrow(
      'LISTING_PAGE_READS_PER_MINUTE',
    );
  });

  it('are limited per client address; another client is not affected', async () => {
    t = await createTestApp({ env: { LISTING_PAGE_READS_PER_MINUTE: '3' } });
    const { id } = await t.createListing(ALICE, { title: 'One to walk to' });
    expect(await readPages(t, id, '198.51.100.7', 5)).toEqual([200, 200, 200, 429, 429]);
    const refused = await t.request({
      method: 'GET',
      url: `/api/listings/${id}/details`,
      remoteAddress: '198.51.100.7',
    });
    expect(refused.json()).toMatchObject({ error: 'Too many requests, please try again later' });
    expect(await readPages(t, id, '198.51.100.8', 1)).toEqual([200]);
  });

  it('count missing ids too (walking ids finds nothing cheaper)', async () => {
    t = await createTestApp({ env: { LISTING_PAGE_READS_PER_MINUTE: '2' } });
    expect(await readPages(t, 999_999, '198.51.100.9', 3)).toEqual([404, 404, 429]);
  });
});
