import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiMultipart,
  apiPost,
  apiPut,
  configureApi,
  DEFAULT_TIMEOUT_MS,
  NOT_AUTHENTICATED,
  TIMEOUT_ERROR,
  UPLOAD_TIMEOUT_MS,
} from './client';
import { connectSession, setSessionUser } from './session/session.store';

const BASE = 'http://api.test/api';
const server = setupServer();
const seen: Request[] = [];

beforeAll(() => {
  configureApi({ baseUrl: `${BASE}/` });
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
beforeEach(() => {
  seen.length = 0;
  // The shell's way in: a real adapter object, as Firebase would provide.
  connectSession({
    getIdToken: async () => 'token-123',
    updateProfile: async () => undefined,
    signOut: async () => undefined,
  });
  setSessionUser({
    uid: 'u1',
    displayName: 'U',
    email: 'u@wisc.edu',
    photoURL: null,
    creationTime: null,
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signOut() {
  connectSession({
    getIdToken: async () => null,
    updateProfile: async () => undefined,
    signOut: async () => undefined,
  });
  setSessionUser(null);
}

const item = z.object({ id: z.number() });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiGet', () => {
  it('parses the answer with its schema and joins the base URL without a double slash', async () => {
    server.use(http.get(`${BASE}/things/1`, () => HttpResponse.json({ id: 1, extra: 'ignored' })));
    await expect(apiGet('/things/1', item)).resolves.toEqual({ id: 1 });
    expect(seen[0]?.url).toBe(`${BASE}/things/1`);
  });

  it('sends the bearer token of the signed-in user', async () => {
    server.use(http.get(`${BASE}/me`, () => HttpResponse.json({ id: 1 })));
    await apiGet('/me', item);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header on a public GET, even when signed in', async () => {
    server.use(http.get(`${BASE}/listings`, () => HttpResponse.json([])));
    await apiGet('/listings', z.array(item), { auth: false });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('public GETs work signed out', async () => {
    signOut();
    server.use(http.get(`${BASE}/listings`, () => HttpResponse.json([{ id: 2 }])));
    await expect(apiGet('/listings', z.array(item), { auth: false })).resolves.toEqual([{ id: 2 }]);
  });

  it("fails a refusal with the server's own reason and its status", async () => {
    server.use(
      http.get(`${BASE}/x`, () =>
        HttpResponse.json({ error: 'Listing not found' }, { status: 404 }),
      ),
    );
    const error = await failure(apiGet('/x', item));
    expect(error.message).toBe('Listing not found');
    expect(error.status).toBe(404);
  });

  it.each([
    [502, 'The server could not be reached. Please try again.'],
    [503, 'The server could not be reached. Please try again.'],
    [504, 'The server could not be reached. Please try again.'],
    [500, 'Something went wrong on the server. Please try again.'],
    [404, 'This could not be found. It may have been removed.'],
    [401, NOT_AUTHENTICATED],
  ])('never shows a raw status: %i without a reason reads as a sentence', async (status, text) => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.text('<html>Bad</html>', { status })));
    const error = await failure(apiGet('/x', item));
    expect(error.message).toBe(text);
    expect(error.message).not.toMatch(/HTTP error|status/i);
    expect(error.status).toBe(status);
  });

  it("does not show a 5xx answer's own text (not written for people)", async () => {
    server.use(
      http.get(`${BASE}/x`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    expect((await failure(apiGet('/x', item))).message).toBe(
      'Something went wrong on the server. Please try again.',
    );
  });

  it('rejects an answer that does not match its schema', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ id: 'not a number' })));
    const error = await failure(apiGet('/x', item));
    expect(error.message).toBe('Unexpected response from server');
  });

  it('rejects a body that is not JSON', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.text('<html>')));
    await failure(apiGet('/x', item));
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    const error = await failure(apiGet('/x', item));
    expect(error.status).toBe(0);
  });
});

describe('authentication', () => {
  it("fails with 'User not authenticated' and sends nothing when no one is signed in", async () => {
    signOut();
    for (const call of [
      apiGet('/x', item),
      apiPost('/x', {}, item),
      apiPut('/x', {}, item),
      apiDelete('/x'),
      apiMultipart('POST', '/x', new FormData(), item),
    ]) {
      const error = await failure(call);
      expect(error.message).toBe(NOT_AUTHENTICATED);
      expect(error.status).toBe(401);
    }
    expect(seen).toHaveLength(0);
  });

  it('treats a token the identity provider cannot give as signed out', async () => {
    connectSession({
      getIdToken: () => Promise.reject(new Error('auth/network-request-failed')),
      updateProfile: async () => undefined,
      signOut: async () => undefined,
    });
    expect((await failure(apiGet('/x', item))).message).toBe(NOT_AUTHENTICATED);
    expect(seen).toHaveLength(0);
  });

  it('offline, a signed-in read without a token still goes out (the service worker answers it from its cache); writes do not', async () => {
    connectSession({
      getIdToken: () => Promise.reject(new Error('auth/network-request-failed')),
      updateProfile: async () => undefined,
      signOut: async () => undefined,
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ id: 7 })));
      expect(await apiGet('/x', item)).toEqual({ id: 7 });
      expect(seen[0]?.headers.get('Authorization')).toBeNull();
      expect((await failure(apiPost('/x', {}, item))).status).toBe(401);
      expect(seen).toHaveLength(1);
      signOut();
      expect((await failure(apiGet('/x', item))).status).toBe(401);
      expect(seen).toHaveLength(1);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('DELETE with a JSON body', () => {
  it('sends the body with its content type and the token', async () => {
    server.use(http.delete(`${BASE}/subs`, () => new HttpResponse(null, { status: 204 })));
    await apiDelete('/subs', { body: { endpoint: 'https://push.test/1' } });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(await seen[0]?.json()).toEqual({ endpoint: 'https://push.test/1' });
  });
});

describe.each(['POST', 'PUT'] as const)('%s JSON', (method) => {
  const call = method === 'POST' ? apiPost : apiPut;
  const route = method === 'POST' ? http.post : http.put;

  it('sends JSON with the bearer token and parses the answer', async () => {
    server.use(
      route(`${BASE}/x`, async ({ request }) =>
        HttpResponse.json({ id: ((await request.json()) as { n: number }).n }),
      ),
    );
    await expect(call('/x', { n: 7 }, item)).resolves.toEqual({ id: 7 });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it("fails with the answer's error field", async () => {
    server.use(
      route(`${BASE}/x`, () =>
        HttpResponse.json({ error: 'Title must be at least 5 characters' }, { status: 400 }),
      ),
    );
    expect((await failure(call('/x', {}, item))).message).toBe(
      'Title must be at least 5 characters',
    );
  });

  it('falls back to a friendly status message without an error field', async () => {
    server.use(route(`${BASE}/x`, () => HttpResponse.text('Bad gateway', { status: 502 })));
    expect((await failure(call('/x', {}, item))).message).toBe(
      'The server could not be reached. Please try again.',
    );
  });

  it('answers undefined for 204', async () => {
    server.use(route(`${BASE}/x`, () => new HttpResponse(null, { status: 204 })));
    await expect(call('/x', {}, z.undefined())).resolves.toBeUndefined();
  });
});

describe('apiDelete', () => {
  it('resolves undefined on 204 with the bearer token', async () => {
    server.use(http.delete(`${BASE}/x/1`, () => new HttpResponse(null, { status: 204 })));
    await expect(apiDelete('/x/1')).resolves.toBeUndefined();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('fails with the error field first', async () => {
    server.use(
      http.delete(`${BASE}/x`, () =>
        HttpResponse.json({ error: 'Not your listing' }, { status: 403 }),
      ),
    );
    expect((await failure(apiDelete('/x'))).message).toBe('Not your listing');
  });

  it('then with the raw text', async () => {
    server.use(
      http.delete(`${BASE}/x`, () => HttpResponse.text('Conversation is gone', { status: 404 })),
    );
    expect((await failure(apiDelete('/x'))).message).toBe('Conversation is gone');
  });

  it('then with the status message (never an HTML page)', async () => {
    server.use(http.delete(`${BASE}/x`, () => new HttpResponse(null, { status: 500 })));
    expect((await failure(apiDelete('/x'))).message).toBe(
      'Something went wrong on the server. Please try again.',
    );
    server.use(http.delete(`${BASE}/x`, () => HttpResponse.html('<h1>403</h1>', { status: 403 })));
    expect((await failure(apiDelete('/x'))).message).toBe('You are not allowed to do that.');
  });
});

describe('apiMultipart', () => {
  it('sends the form with the bearer token and parses the answer', async () => {
    server.use(
      http.post(`${BASE}/listing`, async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json(form.getAll('images'));
      }),
    );
    const form = new FormData();
    form.append('images', 'a.jpg');
    form.append('images', 'b.jpg');
    await expect(apiMultipart('POST', '/listing', form, z.array(z.string()))).resolves.toEqual([
      'a.jpg',
      'b.jpg',
    ]);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  // The listing's JSON part is a Blob: its bytes and type must arrive, not an empty part
  // (jsdom's Blob in Node's fetch; see tooling/vitest.multipart.ts).
  it('sends a Blob part with its bytes and type', async () => {
    server.use(
      http.post(`${BASE}/listing`, async ({ request }) => {
        const part = (await request.formData()).get('listing');
        if (typeof part === 'string' || !part) return HttpResponse.json([]);
        return HttpResponse.json([part.type, await part.text()]);
      }),
    );
    const form = new FormData();
    form.append('listing', new Blob(['{"title":"Room"}'], { type: 'application/json' }));
    await expect(apiMultipart('POST', '/listing', form, z.array(z.string()))).resolves.toEqual([
      'application/json',
      '{"title":"Room"}',
    ]);
  });

  it('fails with the status message, not the error field, on server errors', async () => {
    server.use(
      http.put(`${BASE}/listing`, () =>
        HttpResponse.json({ error: 'db exploded' }, { status: 500 }),
      ),
    );
    expect(
      (await failure(apiMultipart('PUT', '/listing', new FormData(), z.array(z.string())))).message,
    ).toBe('Something went wrong on the server. Please try again.');
  });

  it("keeps the server's reason on a 400 so the form can name the refused field", async () => {
    server.use(
      http.post(`${BASE}/listing`, () =>
        HttpResponse.json({ error: 'At least one image is required' }, { status: 400 }),
      ),
    );
    expect(
      (await failure(apiMultipart('POST', '/listing', new FormData(), z.array(z.string()))))
        .message,
    ).toBe('At least one image is required');
  });

  it("keeps the server's reason on a 429 (a cap such as listings a day)", async () => {
    const capped = 'You can post at most 10 listings a day. Please try again later.';
    server.use(
      http.post(`${BASE}/listing`, () => HttpResponse.json({ error: capped }, { status: 429 })),
    );
    const error = await failure(
      apiMultipart('POST', '/listing', new FormData(), z.array(z.string())),
    );
    expect({ message: error.message, status: (error as { status?: number }).status }).toEqual({
      message: capped,
      status: 429,
    });
  });
});

describe('time limit', () => {
  const hang = () => new Promise<never>(() => {});

  it('gives up on a hung API after the time limit with a timeout error', async () => {
    server.use(http.post(`${BASE}/x`, hang));
    const started = Date.now();
    const error = await failure(apiPost('/x', {}, item, { timeoutMs: 50 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ status: 0, timedOut: true, message: TIMEOUT_ERROR });
  });

  it('limits every call by default (15 s) and multipart calls longer', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(http.get(`${BASE}/x`, hang), http.post(`${BASE}/listing`, hang));
      const get = failure(apiGet('/x', item));
      const upload = apiMultipart('POST', '/listing', new FormData(), item).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 10);
      expect((await get).timedOut).toBe(true);
      let uploadSettled = false;
      void upload.then(() => (uploadSettled = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(uploadSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
      expect(await upload).toMatchObject({ timedOut: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the caller's own abort through as it is, not as a timeout", async () => {
    server.use(http.get(`${BASE}/x`, hang));
    const controller = new AbortController();
    const call = apiGet('/x', item, { signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
