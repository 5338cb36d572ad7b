import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otherUser, signInTestUser, signOutTestUser, testUser } from '../mocks';
import { ApiProvider } from '../query/api-provider';
import { createQueryClient } from '../query/query-client';

// ApiProvider's `live`: one stream per signed-in user. The network is a stand-in (global fetch),
// answering every call with a stream that stays open until aborted.
interface Call {
  url: string;
  authorization: string | null;
  signal: AbortSignal;
}
let calls: Call[];

beforeEach(() => {
  calls = [];
  signOutTestUser();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? new AbortController().signal;
    calls.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
      signal,
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('event: ready\ndata: {"heartbeatMs":20000}\n\n'),
        );
        signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOutTestUser();
});

const open = () => calls.filter((c) => !c.signal.aborted);

describe('ApiProvider live', () => {
  it('keeps one stream for the signed-in user: opened at sign-in, renewed for another, closed at sign-out', async () => {
    const view = render(<ApiProvider client={createQueryClient()} persist={false} live />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]); // signed out: nothing

    signInTestUser(testUser);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/events',
      authorization: 'Bearer mock-token:test-user',
    });

    signInTestUser(otherUser);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.authorization).toBe('Bearer mock-token:lister-uid');

    signOutTestUser();
    await waitFor(() => expect(open()).toEqual([]));
    signInTestUser(testUser);
    await waitFor(() => expect(open()).toHaveLength(1));
    view.unmount();
    expect(open()).toEqual([]);
  });

  it('opens nothing without `live` (tests, Storybook)', async () => {
    render(<ApiProvider client={createQueryClient()} persist={false} />);
    signInTestUser(testUser);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toEqual([]);
  });
});
