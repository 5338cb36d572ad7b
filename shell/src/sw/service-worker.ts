// The site's service worker (docs/decisions/0037-installable-app-and-offline.md): Workbox precaches
// the shell's
// build, keeps the remotes' and the API's answers the offline app needs, and shows push
// notifications. Built by workbox-webpack-plugin's InjectManifest (shell/webpack.config.js).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  APP_SHELL_URL,
  OFFLINE_READS,
  PAGES_CACHE,
  PRIVATE_API_CACHE,
  REMOTE_CHUNK_CACHE,
  REMOTE_ENTRY_CACHE,
  SITE_CONFIG_CACHE,
} from './cache-names';
import { openNotificationTarget, someWindowVisible } from './notification-click';
import { privateAnswers } from './private-answers';
import { parsePushPayload, sameOriginUrl } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

/** `[name].[contenthash:10].ext` (tooling/webpack): such a file never changes. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/**
 * How long a network-first read waits before it answers from the cache: a phone on a weak signal
 * sees its last copy instead of a spinner; a good connection answers well within it.
 */
const PAGE_TIMEOUT_S = 4;
const API_TIMEOUT_S = 4;

// A new worker takes over at once, and the first visit's page is controlled without a reload, so
// its reads are kept for the next offline start.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);

const ok = new CacheableResponsePlugin({ statuses: [200] });

// Pages: network first, so a new deployment's HTML (and the main script it names) is used on the
// next load; the last copy of each visited URL when offline.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 50 })],
  }),
);

// The remotes' addresses: network first, so a new app config is used on the next load.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/app-config.json',
  new NetworkFirst({
    cacheName: SITE_CONFIG_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [ok],
  }),
);

// A remote's manifest and entry are not hashed and say which chunks are current: network first.
// remoteEntry.js is loaded by the federation runtime without CORS (an opaque answer, status 0).
registerRoute(
  ({ url, sameOrigin }) =>
    !sameOrigin && /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: REMOTE_ENTRY_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 40 }),
    ],
  }),
);

// A remote's hashed chunks (scripts, styles, fonts) never change: cache first.
registerRoute(
  ({ url, request, sameOrigin }) =>
    !sameOrigin &&
    ['script', 'style', 'font'].includes(request.destination) &&
    HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: REMOTE_CHUNK_CACHE,
    plugins: [
      ok,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 60 * 60 * 24 * 30,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The signed-in reads of the offline app: network first with a short wait. One person's answers:
// the page empties this cache when the person signs out or changes (app/pwa/private-cache.ts), and
// each answer is labelled with its owner (private-answers.ts).
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && OFFLINE_READS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: PRIVATE_API_CACHE,
    networkTimeoutSeconds: API_TIMEOUT_S,
    plugins: [privateAnswers, new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

// A page never visited, offline: the generic frame; the app then says it is offline.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const frame = await matchPrecache(APP_SHELL_URL);
    if (frame) return frame;
  }
  return Response.error();
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    (async () => {
      // The open page already shows the message live: no second signal for it.
      if (await someWindowVisible(self.clients)) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: sameOriginUrl(payload.url, self.location.origin) },
        icon: '/icon-192.png',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(data?.url, self.location.origin);
  event.waitUntil(openNotificationTarget(self.clients, url));
});
