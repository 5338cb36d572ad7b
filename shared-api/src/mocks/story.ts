import { delay, http, type RequestHandler } from 'msw';
import { createMockDb, type MockDb } from './db';
import { API, apiError } from './handlers/auth';
import { createHandlers } from './handlers/index';
import type { SessionUser } from '../session/session.store';
import { signInTestUser, signOutTestUser } from './session';

/** What msw-storybook-addon adds to a story's context (its types augment Storybook's own). */
interface StoryMsw {
  use(...handlers: RequestHandler[]): void;
}

export interface StoryApiOptions {
  /** Signed in (default) or signed out. */
  signedIn?: boolean;
  /** Who is signed in: `testUser` unless given. */
  user?: SessionUser;
  /** Handlers that answer before the defaults: a delayed or failing route (`never`, `failing`). */
  handlers?: (db: MockDb) => RequestHandler[];
}

/**
 * A story's mock API, for its `beforeEach`: the very handlers of the component tests
 * (`createHandlers`, the verified twin of the server) over a fresh seeded db per render, which
 * `arrange` may change first, plus the story's own `handlers` in front. Sets the session as the
 * tests do and signs out again when the story is left. msw-storybook-addon resets the handlers.
 * A story's own `storyApi` wins over its meta's: both run, the story's last, and `msw.use` puts
 * the later handlers first (the session too is the story's).
 */
export function storyApi(arrange?: (db: MockDb) => void, options: StoryApiOptions = {}) {
  // The context is typed loosely: the addon's augmentation of it is seen by shared-ui's program only.
  return (context: object) => {
    const { msw } = context as { msw?: StoryMsw };
    if (!msw) throw new Error('storyApi needs msw-storybook-addon (shared-ui/.storybook/msw.ts)');
    const db = createMockDb();
    arrange?.(db);
    msw.use(...(options.handlers?.(db) ?? []), ...createHandlers(db));
    if (options.signedIn === false) signOutTestUser();
    else signInTestUser(options.user);
    return () => signOutTestUser();
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A route that never answers: the screen's loading state stays on screen. */
export const never = (method: Method, path: string) =>
  http[method](`${API}${path}`, () => delay('infinite'));

/** A route that answers an error, as the server would (`{ error }` body). */
export const failing = (
  method: Method,
  path: string,
  status = 500,
  error = 'Internal server error',
) => http[method](`${API}${path}`, () => apiError(status, error));

/*
 * Story variants, so every screen is seen light and dark, at 375 px and on a desktop: the same
 * story, arrangement and play function with other Storybook globals. `addon-themes` reads `theme`;
 * the viewport (preview.tsx's `phone` and `desktop`) also sizes the page in `pnpm test:storybook`.
 */
type WithGlobals = { globals?: Record<string, unknown> };
const withGlobals = <S extends WithGlobals>(story: S, globals: Record<string, unknown>): S => ({
  ...story,
  globals: { ...story.globals, ...globals },
});
export const dark = <S extends WithGlobals>(story: S) => withGlobals(story, { theme: 'dark' });
export const phone = <S extends WithGlobals>(story: S) =>
  withGlobals(story, { viewport: { value: 'phone', isRotated: false } });
export const desktop = <S extends WithGlobals>(story: S) =>
  withGlobals(story, { viewport: { value: 'desktop', isRotated: false } });
