import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';

type BeforeEach = Extract<NonNullable<Preview['beforeEach']>, (...args: never[]) => unknown>;

/**
 * MSW in the preview (msw-storybook-addon): one service worker (`public/mockServiceWorker.js`,
 * written by `msw init` before every Storybook run, see package.json) whose handlers each story
 * sets in its `beforeEach` (shared-api's `storyApi`: the component tests' handlers). A request to
 * `/api` that no handler answers is a mistake in the story: it is collected here and fails the
 * story once it ran (`failOnUnmockedApi`), so a story never shows a state by accident.
 */
const unmocked: string[] = [];

const annotations = createPreviewAnnotations(async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (!new URL(request.url).pathname.startsWith('/api/')) return;
      unmocked.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  return worker;
});
/** The addon's one annotation: its `beforeEach` (renderer-agnostic, typed here for React). */
export const startMsw = annotations.beforeEach as BeforeEach;

/** Preview `beforeEach`: a fresh list per story. */
export function forgetUnmockedApi() {
  unmocked.length = 0;
}

/** Preview `afterEach` (after the play function): fail on any request no handler answered. */
export function failOnUnmockedApi() {
  if (unmocked.length > 0) {
    throw new Error(`The story asked the API without a mock: ${unmocked.splice(0).join(', ')}`);
  }
}
