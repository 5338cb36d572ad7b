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
// jsdom has the <dialog> element but not its methods: a modal dialog's open and close as a browser
// does them for what tests see (the open attribute, focus into it and back, Escape, the close
// event). The page behind going inert is the browser's and stays untested here (e2e covers it).
if (hasDom && !HTMLDialogElement.prototype.showModal) {
  const returnFocus = new WeakMap<HTMLDialogElement, Element | null>();
  const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea';
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    returnFocus.set(this, document.activeElement);
    this.setAttribute('open', '');
    const first = this.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`);
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const back = returnFocus.get(this);
    if (back instanceof HTMLElement) back.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
    if (event.key !== 'Escape' || !open) return;
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
}
