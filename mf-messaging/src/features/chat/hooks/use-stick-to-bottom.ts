import { useCallback, useLayoutEffect, useRef } from 'react';

// Within this many pixels of the end counts as "at the bottom" (sub-pixel rounding, a last line).
const BOTTOM_SLACK_PX = 48;

/**
 * Keeps a scroll container pinned to its end while the reader is there, and leaves it alone once
 * they have scrolled up to read older messages (beyond the spec). `content` is whatever changes
 * when messages arrive; `stick()` re-pins, e.g. when the reader sends a message themselves.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const atBottom = useRef(true);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  const stick = useCallback(() => {
    atBottom.current = true;
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  return { ref, onScroll, stick };
}
