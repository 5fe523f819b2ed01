/** Lets the event loop answer other requests before the next piece of a long job. */
export function yieldToOtherWork(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `run` over `items` a batch at a time, yielding between batches, so a job of thousands
 * of rows (an import) never holds the process, or SQLite's one writer, for long.
 */
export async function forEachBatch<T>(items: readonly T[], size: number, run: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await run(items.slice(start, start + size));
    await yieldToOtherWork();
  }
}
