import type { Page } from '@playwright/test';

/** Per keystroke in a search box, in ms. */
export interface KeystrokeFigures {
  p95: number;
  median: number;
  max: number;
  keystrokes: number;
}

export interface TimedTyping {
  figures: KeystrokeFigures;
  /** The texts the status element showed right after a keystroke (none without one). */
  statusTexts: string[];
  /** Keystrokes after which the status still changed in the next frame: work the span missed. */
  unsettled: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Types `text` into the page's search box and deletes it again, three times, timing each
 * keystroke: the input event, React's render (a discrete update, flushed in the microtask
 * queued during the event), style and layout. After each one the next frame is awaited.
 * `statusSelector` names a live count to watch, when the screen has one.
 */
export async function timeSearchTyping(page: Page, text: string, statusSelector?: string): Promise<TimedTyping> {
  const typed = await page.evaluate(
    async ({ text, statusSelector }) => {
      const input = document.querySelector<HTMLInputElement>('input[type=search]');
      const status = statusSelector === null ? null : document.querySelector(statusSelector);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!input || !setValue) throw new Error('the page has no search box');
      if (statusSelector !== null && !status) throw new Error(`the page has no ${statusSelector}`);
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const times: number[] = [];
      const statusTexts = new Set<string>();
      let unsettled = 0;
      const type = async (value: string) => {
        const start = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await Promise.resolve();
        void document.body.offsetHeight;
        times.push(performance.now() - start);
        const shown = status?.textContent ?? null;
        if (shown !== null) statusTexts.add(shown);
        await nextFrame();
        if (status && status.textContent !== shown) unsettled += 1;
      };
      for (let round = 0; round < 3; round += 1) {
        for (let length = 1; length <= text.length; length += 1) await type(text.slice(0, length));
        for (let length = text.length - 1; length >= 0; length -= 1) await type(text.slice(0, length));
      }
      return { times, statusTexts: [...statusTexts], unsettled };
    },
    { text, statusSelector: statusSelector ?? null },
  );
  const sorted = [...typed.times].sort((a, b) => a - b);
  return {
    figures: {
      p95: round(sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN),
      median: round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN),
      max: round(sorted.at(-1) ?? Number.NaN),
      keystrokes: sorted.length,
    },
    statusTexts: typed.statusTexts,
    unsettled: typed.unsettled,
  };
}
