import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * `stay` is true until the cook moves the page: a wheel, a touch, a key or a press, or a
 * scroll of more than a screen that the timeline did not make (a script's, say). After that it
 * never jumps back to today. Call `anchoring()` just before scrolling to today.
 */
export function useStayUntilMoved(): StayUntilMoved {
  const stay = useRef(true);
  const oursUntil = useRef(0);
  useEffect(() => {
    let lastY = window.scrollY;
    const moved = () => {
      stay.current = false;
      stop();
    };
    const scrolled = () => {
      const ours = performance.now() < oursUntil.current;
      if (!ours && Math.abs(window.scrollY - lastY) > window.innerHeight) moved();
      lastY = window.scrollY;
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stop() {
      for (const name of inputs) window.removeEventListener(name, moved);
      window.removeEventListener('scroll', scrolled);
    }
    for (const name of inputs) window.addEventListener(name, moved, { passive: true });
    window.addEventListener('scroll', scrolled, { passive: true });
    return stop;
  }, []);
  // The scroll to today lands over a few frames while the days around it are measured.
  const anchoring = useCallback(() => {
    oursUntil.current = performance.now() + 1000;
  }, []);
  return { stay, anchoring };
}

export interface StayUntilMoved {
  stay: RefObject<boolean>;
  anchoring: () => void;
}
