import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiGet, apiPost } from '../client';
import { setupMockApi } from '../mocks/node';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const mock = setupMockApi();

function countingGet(status: number) {
  let calls = 0;
  mock.server.use(
    http.get('*/api/thing', () => {
      calls++;
      return new HttpResponse(null, { status });
    }),
  );
  return () => calls;
}

const fetchThing = (
  client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }),
) =>
  client.fetchQuery({
    queryKey: ['thing'],
    queryFn: () => apiGet('/thing', z.unknown(), { auth: false }),
  });

describe('createQueryClient', () => {
  it('retries a query once on a server error', async () => {
    const calls = countingGet(503);
    await expect(fetchThing()).rejects.toMatchObject({ status: 503 });
    expect(calls()).toBe(2);
  });

  it('never retries a 4xx', async () => {
    const calls = countingGet(404);
    await expect(fetchThing()).rejects.toMatchObject({ status: 404 });
    expect(calls()).toBe(1);
  });

  it('never retries a mutation', async () => {
    let calls = 0;
    mock.server.use(
      http.post('*/api/thing', () => (calls++, new HttpResponse(null, { status: 503 }))),
    );
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiPost('/thing', {}, z.unknown(), { auth: false }),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('keeps a restored listing list for 90 minutes, not the 5 minute default', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(queryKeys.listings.list())).toMatchObject({
      gcTime: 90 * 60_000,
    });
  });
});
