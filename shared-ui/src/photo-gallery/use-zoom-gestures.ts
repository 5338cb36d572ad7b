import { useRef, useState, type PointerEvent } from 'react';

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}
const IDENTITY: ZoomState = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 4;
/** A horizontal drag longer than this (px) at scale 1 is a swipe to the next/previous photo. */
export const SWIPE_PX = 50;

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(1, s));
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pointer-event gestures for one photo, with no library: a two-finger pinch zooms (1–4×), a drag
 * pans a zoomed photo, a horizontal swipe at 1× calls `onSwipe(±1)`, a double tap/click toggles 2×.
 * The stage needs `touch-action: none` so the browser leaves these gestures to us.
 */
export function useZoomGestures(onSwipe: (delta: 1 | -1) => void) {
  const [zoom, setZoom] = useState<ZoomState>(IDENTITY);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: ZoomState; startX: number; startY: number; pinch?: number }>(
    null,
  );
  const lastTap = useRef(0);

  const begin = (z: ZoomState) => {
    const pts = [...pointers.current.values()];
    const [a, b] = pts;
    gesture.current = {
      start: z,
      startX: a?.x ?? 0,
      startY: a?.y ?? 0,
      ...(a && b ? { pinch: distance(a, b) } : {}),
    };
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    begin(zoom);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (a && b && g.pinch) {
      setZoom({ ...g.start, scale: clampScale((g.start.scale * distance(a, b)) / g.pinch) });
    } else if (a && g.start.scale > 1) {
      setZoom({ ...g.start, x: g.start.x + a.x - g.startX, y: g.start.y + a.y - g.startY });
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) {
      begin(zoom); // a finger of a pinch lifted: carry on from here
      return;
    }
    gesture.current = null;
    if (!g || !wasSingle || g.pinch) return;
    const dx = e.clientX - g.startX;
    const dy = e.clientY - g.startY;
    if (g.start.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const now = e.timeStamp;
      if (now - lastTap.current < 300) {
        setZoom(zoom.scale > 1 ? IDENTITY : { scale: 2, x: 0, y: 0 });
        lastTap.current = 0;
      } else {
        lastTap.current = now;
      }
    }
  };

  return {
    zoom,
    reset: () => setZoom(IDENTITY),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
