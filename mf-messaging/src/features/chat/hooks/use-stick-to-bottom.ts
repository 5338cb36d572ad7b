import { useCallback, useLayoutEffect, useRef } from 'react';

// Within this many pixels of the end counts as "at the bottom" (sub-pixel rounding, a last line).
const BOTTOM_SLACK_PX = 48;

/**
 * Keeps a scroll container pinned to its end while the reader is there, and leaves it alone once
 * they have scrolled up to read older messages (beyond the spec). `content` is whatever changes
 * when messages arrive; `stick()` re-pins, e.g. when the reader sends a message themselves.
 *
 * The log also stays pinned when it gets shorter while the reader is at the end: a phone's
 * keyboard opening, a failure's line or the notification offer appearing under it. Otherwise the
 * newest message (and its Retry) slides behind what appeared, in an order that depends on timing.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const element = useRef<T | null>(null);
  const atBottom = useRef(true);

  const pin = useCallback(() => {
    const el = element.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  // A callback ref: the log mounts only once the conversation has loaded, after this hook.
  const ref = useCallback(
    (el: T | null) => {
      element.current = el;
      if (!el || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(pin);
      observer.observe(el);
      return () => {
        observer.disconnect();
        element.current = null;
      };
    },
    [pin],
  );

  const onScroll = useCallback(() => {
    const el = element.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
  }, []);

  useLayoutEffect(pin, [content, pin]);

  const stick = useCallback(() => {
    atBottom.current = true;
    pin();
  }, [pin]);

  return { ref, onScroll, stick };
}
