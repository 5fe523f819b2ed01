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

/**
 * Groups what `items` yields into batches of at most `size` items, closing a batch early once
 * the weights of its items (bytes of photos, say) reach `maxWeight`, so memory holds one
 * bounded batch however long the source.
 */
export async function* batchesOf<T>(
  items: AsyncIterable<T>,
  size: number,
  weigh: (item: T) => number = () => 0,
  maxWeight = Number.POSITIVE_INFINITY,
): AsyncGenerator<T[]> {
  let batch: T[] = [];
  let weight = 0;
  for await (const item of items) {
    batch.push(item);
    weight += weigh(item);
    if (batch.length >= size || weight >= maxWeight) {
      yield batch;
      batch = [];
      weight = 0;
    }
  }
  if (batch.length > 0) yield batch;
}
