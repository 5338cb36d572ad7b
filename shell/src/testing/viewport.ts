import { vi } from 'vitest';

/**
 * jsdom has no layout, so media queries never match. This answers `max-width` / `min-width` and
 * `prefers-color-scheme` queries as a browser of the given width and scheme would.
 */
export function setViewport(width: number, scheme: 'light' | 'dark' = 'light') {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const dark = /prefers-color-scheme:\s*dark/.test(query);
    if (dark) return scheme === 'dark';
    if (max?.[1] && width > Number(max[1])) return false;
    if (min?.[1] && width < Number(min[1])) return false;
    return Boolean(max || min);
  };
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
