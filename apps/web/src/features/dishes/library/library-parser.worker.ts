/// <reference lib="webworker" />
import { type LibraryParseMessage, postInSlices } from './slices';

/**
 * Parses the library's JSON off the main thread and hands it back in slices
 * (docs/decisions/0079-library-parsed-in-a-worker.md).
 */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ id: number; text: string }>) => {
  postInSlices(event.data.id, event.data.text, (message: LibraryParseMessage<unknown>) => self.postMessage(message));
};
