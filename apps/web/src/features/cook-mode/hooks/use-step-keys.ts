import { useEffect } from 'react';

/**
 * Arrow keys, Page Up/Down and Space move between steps, as in a slide show. Space on a button
 * presses that button instead, and nothing is taken from a text box. Read right to left
 * (`rightToLeft`), the next step lies to the left: the left arrow moves on, the right one back.
 */
export function useStepKeys(next: () => void, previous: () => void, rightToLeft = false) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const onControl = Boolean(target?.closest('button, a[href], summary'));
      const space = event.key === ' ' && !onControl;
      const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
      const back = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward || event.key === 'PageDown' || (space && !event.shiftKey)) {
        event.preventDefault();
        next();
      } else if (event.key === back || event.key === 'PageUp' || (space && event.shiftKey)) {
        event.preventDefault();
        previous();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [next, previous, rightToLeft]);
}
