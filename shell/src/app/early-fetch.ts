/**
 * Answers the painted page's inline loader asked for before the shell ran
 * (tooling/webpack/create-prerender-config.mjs): /app-config.json and, when the config names the
 * remote the site server expected, that remote's manifest. The shell takes each one once instead
 * of asking again: the same answer decides what the loader preloaded and what the shell runs, and
 * the phone saves the round trips.
 */
declare global {
  interface Window {
    /** By URL; null: the loader decided not to ask (the config named another manifest). */
    __early?: Record<string, Promise<Response | null> | undefined>;
  }
}

/**
 * The loader's answer for `url` (a copy: the loader reads its own), at most once; undefined when
 * it has none. Falls back to `ask()` when the loader did not ask after all, or its request failed
 * or was not answered with 2xx.
 */
export function takeEarly(
  url: string,
  ask: () => Promise<Response>,
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  const answer = early?.[url];
  if (!early || !answer) return undefined;
  delete early[url];
  return answer.then((res) => (res?.ok ? res.clone() : ask())).catch(() => ask());
}
