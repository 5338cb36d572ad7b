import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';

type BeforeEach = Extract<NonNullable<Preview['beforeEach']>, (...args: never[]) => unknown>;

/**
 * MSW in the preview (msw-storybook-addon): one service worker (`public/mockServiceWorker.js`,
 * written by `msw init` before every Storybook run, see package.json) whose handlers each story
 * sets in its `beforeEach` (shared-api's `storyApi`: the component tests' handlers). A request to
 * `/api` that no handler answers is a mistake in the story, never a state to show: it is reported
 * as an uncaught error, which fails `pnpm test:storybook` (Vitest names the story that ran) and
 * shows in the browser console. Requests elsewhere (map tiles) pass through.
 */
const annotations = createPreviewAnnotations(async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame }) {
      if (frame.protocol !== 'http') return;
      const { request } = frame.data as { request: Request };
      if (!new URL(request.url).pathname.startsWith('/api/')) return;
      // Not thrown here: msw would turn it into a network error the screen may well handle.
      reportError(
        new Error(`A story asked the API without a mock: ${request.method} ${request.url}`),
      );
    },
  });
  return worker;
});

/** The addon's one annotation: its `beforeEach` (renderer-agnostic, typed here for React). */
export const startMsw = annotations.beforeEach as BeforeEach;
