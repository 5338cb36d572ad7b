import { listingDetailQuery, listingListQuery } from 'shared-api';
import { createTestQueryClient } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchRouteData, routeDataReady } from './route-data';

const mock = setupMockApi();
let requested: string[] = [];
mock.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requested.push(`${request.method} ${url.pathname}${url.search}`);
});
afterEach(() => {
  requested = [];
});

describe('prefetchRouteData (the first answer of the page, before the first render)', () => {
  it.each([
    ['/listings', 'GET /api/listings'],
    ['/listings/', 'GET /api/listings'],
    ['/listings/1', 'GET /api/listings/1/details'],
    ['/listings/a%20b', 'GET /api/listings/a%20b/details'],
  ])('%s asks for %s', async (path, request) => {
    await prefetchRouteData(path, createTestQueryClient());
    expect(requested).toEqual([request]);
  });

  it.each(['/', '/listings/new', '/listings/1/edit', '/profile', '/messages', '/nope'])(
    '%s asks for nothing: its page starts with its own requests',
    async (path) => {
      await prefetchRouteData(path, createTestQueryClient());
      expect(requested).toEqual([]);
    },
  );

  it('leaves the answers where the pages read them', async () => {
    const client = createTestQueryClient();
    await prefetchRouteData('/listings', client);
    await prefetchRouteData('/listings/1', client);
    expect(client.getQueryData(listingListQuery().queryKey)).toEqual(expect.any(Array));
    expect(client.getQueryData(listingDetailQuery('1').queryKey)).toMatchObject({ listingID: 1 });
  });
});

describe('routeDataReady (what hydration needs: the answer the server rendered with)', () => {
  it('is true once the first answer is in the cache, false before or after a failure', async () => {
    const client = createTestQueryClient();
    expect(routeDataReady('/listings/1', client)).toBe(false);
    await prefetchRouteData('/listings/1', client);
    expect(routeDataReady('/listings/1', client)).toBe(true);
    expect(routeDataReady('/listings/999999', client)).toBe(false);
    await prefetchRouteData('/listings/999999', client);
    expect(routeDataReady('/listings/999999', client)).toBe(false);
  });

  it('is true for a page that starts with no answer', () => {
    expect(routeDataReady('/', createTestQueryClient())).toBe(true);
  });
});
