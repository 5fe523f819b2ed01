import { useRef, type PointerEvent } from 'react';

/** A swipe is a mostly sideways move of at least this many CSS pixels. */
const MIN_DISTANCE = 50;

/**
 * Left and right swipes by touch or pen, from pointer events (no gesture library needed for
 * one gesture). Give the element `touch-action: pan-y` so vertical scrolling still works.
 */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
