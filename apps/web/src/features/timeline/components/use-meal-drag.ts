import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Meal } from '@hearth/shared/meals';

/** How far the pointer travels before a press becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD_PX = 6;
/** Within this distance of the window's top or bottom, the page scrolls toward the edge. */
const SCROLL_EDGE_PX = 72;
const SCROLL_STEP_PX = 14;

export interface MealDrag {
  meal: Meal | null;
  /** The day under the pointer, where the meal would land. */
  overDate: string | null;
  point: { x: number; y: number } | null;
  /** Spread on a meal's drag handle. */
  handleProps: (meal: Meal) => { onPointerDown: (event: ReactPointerEvent) => void };
}

/** The day block (data-day) under a point of the window, if any. */
function dayAt(x: number, y: number): string | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-day]');
  return element?.dataset.day ?? null;
}

/**
 * Dragging a meal to another day with pointer events, which cover mouse, pen and touch alike.
 * The day under the pointer is found by hit-testing the page (`elementFromPoint`), so the
 * virtualized list needs no registry of drop targets: the days on screen are the ones there.
 * Near the window's edges the page scrolls, so far days are reached too. Escape cancels.
 */
export function useMealDrag(onDrop: (meal: Meal, date: string) => void): MealDrag {
  const [meal, setMeal] = useState<Meal | null>(null);
  const [overDate, setOverDate] = useState<string | null>(null);
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const handleProps = useCallback(
    (pressed: Meal) => ({
      onPointerDown: (event: ReactPointerEvent) => {
        if (event.button !== 0) return;
        event.preventDefault();
        const start = { x: event.clientX, y: event.clientY };
        let latest = start;
        let dragging = false;
        let over: string | null = null;
        let frame = 0;

        const follow = () => {
          over = dayAt(latest.x, latest.y);
          setOverDate(over);
          setPoint(latest);
        };
        const scrollNearEdges = () => {
          if (latest.y < SCROLL_EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
          else if (latest.y > window.innerHeight - SCROLL_EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
          else return void (frame = requestAnimationFrame(scrollNearEdges));
          follow();
          frame = requestAnimationFrame(scrollNearEdges);
        };
        const move = (moved: PointerEvent) => {
          latest = { x: moved.clientX, y: moved.clientY };
          if (!dragging && Math.hypot(latest.x - start.x, latest.y - start.y) < DRAG_THRESHOLD_PX) return;
          if (!dragging) {
            dragging = true;
            setMeal(pressed);
            frame = requestAnimationFrame(scrollNearEdges);
          }
          follow();
        };
        const finish = (drop: boolean) => {
          cleanup.current?.();
          if (drop && dragging && over && over !== pressed.date.slice(0, 10)) onDrop(pressed, over);
        };
        const up = () => finish(true);
        const cancel = () => finish(false);
        const key = (pressedKey: KeyboardEvent) => {
          if (pressedKey.key === 'Escape') finish(false);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
        window.addEventListener('pointercancel', cancel);
        window.addEventListener('keydown', key);
        cleanup.current = () => {
          cancelAnimationFrame(frame);
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          window.removeEventListener('pointercancel', cancel);
          window.removeEventListener('keydown', key);
          cleanup.current = null;
          setMeal(null);
          setOverDate(null);
          setPoint(null);
        };
      },
    }),
    [onDrop],
  );

  // The same object until something changes: the timeline's first view is kept across renders by it.
  return useMemo(() => ({ meal, overDate, point, handleProps }), [meal, overDate, point, handleProps]);
}
