// Shared setup of every DOM test project: jest-dom matchers, a clean DOM and storage per test, and
// the browser APIs jsdom lacks that our components rely on.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useNodeFileInsideUndici } from './vitest.multipart';

// A file may opt into Node's environment (`// @vitest-environment node`): no DOM to set up then.
const hasDom = typeof window !== 'undefined';

if (hasDom) await useNodeFileInsideUndici();

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Radix primitives measure and observe elements.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (hasDom) {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
}
