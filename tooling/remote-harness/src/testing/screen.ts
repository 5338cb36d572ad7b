import { vi } from 'vitest';

/**
 * jsdom has no screen, so no media query matches. This answers as a phone (every `max-width`
 * query matches) or a desktop (none does), for a remote's tests of its two layouts.
 */
export function screenIs(phone: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
