/** How long after start-up the frame's links hand their focus on. */
const TAKEOVER_MS = 15_000;

/**
 * React replaces the prerendered frame (createRoot, not hydration: bootstrap.tsx) with the same
 * links, and a visitor who already focused one (Tab, or a tap) would find the focus back on <body>.
 * While the app takes over, a focused link that disappears hands the focus to its twin: the link
 * with the same href and text in the new DOM. A focus the visitor moved away is forgotten.
 */
export function keepFocusWhileTakingOver(container: HTMLElement, ms = TAKEOVER_MS): () => void {
  let last: { href: string; text: string } | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    last = link ? { href: link.getAttribute('href') ?? '', text: link.textContent ?? '' } : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target as Element;
    // Removed with the frame: keep it, its twin takes over. Blurred by the visitor: forget it.
    queueMicrotask(() => {
      if (target.isConnected) last = null;
    });
  };
  const observer = new MutationObserver(() => {
    if (!last || (document.activeElement && document.activeElement !== document.body)) return;
    const { href, text } = last;
    const twin = [...container.querySelectorAll('a[href]')].find(
      (a) => a.getAttribute('href') === href && a.textContent === text,
    );
    if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
  });
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  observer.observe(container, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  };
  setTimeout(stop, ms);
  return stop;
}
