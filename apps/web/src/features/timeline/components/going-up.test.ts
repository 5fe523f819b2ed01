import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceGoingUp } from './going-up';

/** A touch event whose first finger stands at `y` (jsdom builds no Touch lists). */
function touch(type: 'touchstart' | 'touchmove', y: number): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: [{ clientY: y }] });
  return event;
}

describe('onceGoingUp', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('answers a wheel turned up, not one turned down', () => {
    const then = vi.fn();
    stop = onceGoingUp(then);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
    expect(then).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('answers Up, Page Up and Home, not Down or a letter; only Home asks for the top', () => {
    for (const key of ['ArrowUp', 'PageUp', 'Home']) {
      const then = vi.fn();
      stop = onceGoingUp(then);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(then).not.toHaveBeenCalled();
      window.dispatchEvent(new KeyboardEvent('keydown', { key }));
      expect(then).toHaveBeenCalledExactlyOnceWith(key === 'Home');
      stop();
    }
  });

  it('answers a finger drawn down the screen (the page going up), not up it', () => {
    const then = vi.fn();
    stop = onceGoingUp(then);
    window.dispatchEvent(touch('touchstart', 300));
    window.dispatchEvent(touch('touchmove', 250));
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(touch('touchstart', 300));
    window.dispatchEvent(touch('touchmove', 340));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('answers once, and not at all once stopped', () => {
    const then = vi.fn();
    onceGoingUp(then);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }));
    expect(then).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    onceGoingUp(never)();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
    expect(never).not.toHaveBeenCalled();
  });
});
