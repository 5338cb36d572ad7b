import { init } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { remoteReportSchema, type RemoteReport } from 'shared-api/remote-health';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportFederatedError } from 'shared-api';
import { RemoteLoadError, registerAppRemotes } from './federation';
import {
  REPORT_EVERY_MS,
  recordRemote,
  releaseOfEntry,
  setRemoteEntries,
  startRemoteHealth,
  takeTallies,
} from './remote-health';
import { RemotePage } from './remote-page';

// The shell counts, per remote and release, page loads, failed downloads and pages that threw,
// and sends the counts to the API (the operator's per-release health and the canary watch).

const entries = {
  mf_listings: 'https://cdn.example.test/releases/mf-listings/1.5.0/mf-manifest.json',
  mf_create: 'http://127.0.0.1:3002/mf-manifest.json',
  mf_messaging:
    'https://cdn.example.test/releases/mf-messaging/2.0.0-canary.1/mf-manifest.json?x=1',
  mf_profile: 'https://cdn.example.test/mf-profile/mf-manifest.json',
};

afterEach(() => {
  takeTallies(1000, 1000); // nothing carried into the next test
});

describe('the release a remote is on', () => {
  it('is read from its entry URL, else it is the remote’s own build', () => {
    expect(releaseOfEntry('mf-listings', entries.mf_listings)).toBe('1.5.0');
    expect(releaseOfEntry('mf-messaging', entries.mf_messaging)).toBe('2.0.0-canary.1');
    expect(releaseOfEntry('mf-create', entries.mf_create)).toBe('build');
    expect(releaseOfEntry('mf-profile', entries.mf_profile)).toBe('build');
  });
});

describe('tallies', () => {
  it('count a remote once per page load, every failure, and nothing of unknown remotes', () => {
    setRemoteEntries(entries);
    recordRemote('load', 'mf_listings');
    recordRemote('load', 'mf_listings'); // a second module of the same remote
    recordRemote('load-error', 'mf_create');
    recordRemote('load-error', 'mf_create');
    recordRemote('load', 'someone_else');
    expect(takeTallies(24, 100)).toEqual([
      { remote: 'mf-listings', release: '1.5.0', kind: 'load', count: 1 },
      { remote: 'mf-create', release: 'build', kind: 'load-error', count: 2 },
    ]);
    expect(takeTallies(24, 100)).toEqual([]);
  });

  it('are taken within a report’s limits, the rest kept for the next one', () => {
    setRemoteEntries(entries);
    for (let i = 0; i < 150; i++) recordRemote('load-error', 'mf_profile');
    recordRemote('render-error', 'mf_messaging');
    expect(takeTallies(1, 100)).toEqual([
      { remote: 'mf-profile', release: 'build', kind: 'load-error', count: 100 },
    ]);
    expect(takeTallies(24, 100)).toEqual([
      { remote: 'mf-profile', release: 'build', kind: 'load-error', count: 50 },
      { remote: 'mf-messaging', release: '2.0.0-canary.1', kind: 'render-error', count: 1 },
    ]);
  });
});

describe('a remote page that throws', () => {
  it('is counted as a render error of its remote; a failed download is not counted twice', async () => {
    setRemoteEntries(entries);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Throws = () => {
      throw new Error('a bug in the release');
    };
    const show = (id: string, load: () => Promise<{ default: () => null }>) =>
      render(
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <RemotePage id={id} load={load} /> }])}
        />,
      );
    show('mf_listings/ListingsPage', async () => ({ default: Throws }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    show('mf_profile/ProfilePage', async () => {
      throw new RemoteLoadError('mf_profile/ProfilePage');
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(takeTallies(24, 100)).toEqual([
      { remote: 'mf-listings', release: '1.5.0', kind: 'render-error', count: 1 },
    ]);
    vi.restoreAllMocks();
  });
});

describe("another remote's module that throws inside a page", () => {
  it('is counted against its own remote (mf-profile shows messaging’s conversation list)', () => {
    // The page's federation runtime, as the shell's build makes it (nothing is downloaded here).
    init({ name: 'shell', remotes: [] });
    registerAppRemotes(entries);
    reportFederatedError('mf_messaging/ConversationList', new Error('a bug in the release'));
    reportFederatedError(
      'mf_messaging/ConversationList',
      new RemoteLoadError('mf_messaging/ConversationList'),
    );
    expect(takeTallies(24, 100)).toEqual([
      { remote: 'mf-messaging', release: '2.0.0-canary.1', kind: 'render-error', count: 1 },
    ]);
  });
});

describe('sending', () => {
  const received: RemoteReport[] = [];
  const server = setupServer(
    http.post('http://api.test/api/client-reports', async ({ request }) => {
      received.push(remoteReportSchema.parse(await request.json()));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('sends when the page is left, even before it was idle; then once idle and every half minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    setRemoteEntries(entries);
    startRemoteHealth('http://api.test/api');
    recordRemote('render-error', 'mf_create');
    window.dispatchEvent(new Event('pagehide')); // a page that failed and was left at once
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.events).toEqual([
      { remote: 'mf-create', release: 'build', kind: 'render-error', count: 1 },
    ]);

    recordRemote('load-error', 'mf_create');
    vi.advanceTimersByTime(3000); // idle (jsdom has no requestIdleCallback)
    await vi.waitFor(() => expect(received).toHaveLength(2));
    vi.advanceTimersByTime(REPORT_EVERY_MS); // nothing new: nothing sent
    recordRemote('load-error', 'mf_messaging');
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    await vi.waitFor(() => expect(received).toHaveLength(3));

    recordRemote('load-error', 'mf_profile');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(received).toHaveLength(4));
    expect(received[3]?.events[0]).toMatchObject({ remote: 'mf-profile', kind: 'load-error' });
    vi.useRealTimers();
  });
});
