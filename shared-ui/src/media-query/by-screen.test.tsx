import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ByScreen } from './by-screen';

const layouts = <ByScreen phone={<a href="/menu">Menu</a>} wide={<a href="/links">Links</a>} />;

function screen(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

// hydrateRoot inside act(), as testing-library's render does for createRoot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ByScreen', () => {
  it('draws both layouts where no screen is known (the server)', () => {
    const html = renderToString(layouts);
    expect(html).toContain('Menu');
    expect(html).toContain('Links');
  });

  it.each([
    [true, 'Menu', 'Links'],
    [false, 'Links', 'Menu'],
  ])(
    'hydrates the server HTML without a mismatch, then keeps one (phone: %s)',
    async (phone, kept, gone) => {
      screen(phone);
      const container = document.createElement('div');
      container.innerHTML = renderToString(layouts);
      document.body.append(container);
      const keptLink = [...container.querySelectorAll('a')].find((a) => a.textContent === kept);
      keptLink?.focus();
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((e) => errors.push(e));
      await act(async () => {
        hydrateRoot(container, layouts, { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      consoleError.mockRestore();
      expect(container.textContent).toBe(kept);
      expect(container.textContent).not.toContain(gone);
      // The same element, never mounted again: the focus stayed on it.
      expect(document.activeElement).toBe(keptLink);
    },
  );
});
