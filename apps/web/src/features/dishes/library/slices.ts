/** How many dishes one message carries back: its copy is one short task on the main thread. */
export const LIBRARY_SLICE = 500;

/** What the parsing worker answers, per request: the list in slices, then the end (or why it failed). */
export type LibraryParseMessage<T> =
  { id: number; kind: 'slice'; items: T[] } | { id: number; kind: 'done' } | { id: number; kind: 'failed'; message: string };

/** Parses a JSON list and posts it in slices of `size`: the worker's whole job, apart from the worker. */
export function postInSlices<T>(id: number, text: string, post: (message: LibraryParseMessage<T>) => void, size = LIBRARY_SLICE): void {
  let items: T[];
  try {
    items = JSON.parse(text) as T[];
    if (!Array.isArray(items)) throw new Error('The library is not a list');
  } catch (error) {
    post({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  for (let start = 0; start < items.length; start += size) post({ id, kind: 'slice', items: items.slice(start, start + size) });
  post({ id, kind: 'done' });
}
