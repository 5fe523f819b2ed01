import type { LibraryParseMessage } from './slices';

interface Pending {
  items: unknown[];
  resolve: (items: unknown[]) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The parsing worker, started with the first library to parse; null where there are no workers (tests, an old browser). */
function parsingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./library-parser.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<LibraryParseMessage<unknown>>) => {
    const message = event.data;
    const request = pending.get(message.id);
    if (!request) return;
    if (message.kind === 'slice') {
      request.items.push(...message.items);
      return;
    }
    pending.delete(message.id);
    if (message.kind === 'done') request.resolve(request.items);
    else request.reject(new SyntaxError(message.message));
  };
  // A worker that cannot run (its script failed to load): every request parses here instead.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const request of stranded) request.reject(new Error('The parsing worker stopped'));
  };
  return worker;
}

/**
 * A JSON list as large as a 10,000-dish library, parsed without a long task: a worker parses
 * it and posts it back in slices, each copied in as a short task of its own. Without a worker,
 * or when it fails to start, parsed here at once.
 */
export async function parseLibrary<T>(text: string): Promise<T[]> {
  const parser = parsingWorker();
  if (!parser) return JSON.parse(text) as T[];
  const id = (nextId += 1);
  try {
    return (await new Promise<unknown[]>((resolve, reject) => {
      pending.set(id, { items: [], resolve, reject });
      parser.postMessage({ id, text });
    })) as T[];
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    return JSON.parse(text) as T[];
  }
}
