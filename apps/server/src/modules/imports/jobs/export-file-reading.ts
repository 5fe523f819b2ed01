import type { ParsePool, TaskHandle } from '../../../parsing/parse-pool.js';
import type { ExportFile, ExportFormat, ExportLimits, ExportReading, ImportedRecipe } from '../export-files/export-file-types.js';
import type { ExportFileTaskInput } from '../export-files/export-file-task.js';

type FromThread =
  { type: 'plan'; format: ExportFormat; total: number | null } | { type: 'recipes'; recipes: ImportedRecipe[]; done: boolean };

/** Messages from the reading thread in order, or the error that ended its task. */
class Inbox {
  private readonly queued: FromThread[] = [];
  private failure: { error: unknown } | undefined;
  private waiting: (() => void) | undefined;

  push(message: FromThread) {
    this.queued.push(message);
    this.waiting?.();
  }

  fail(error: unknown) {
    this.failure ??= { error };
    this.waiting?.();
  }

  async next(): Promise<FromThread> {
    for (;;) {
      if (this.failure) throw this.failure.error;
      const message = this.queued.shift();
      if (message) return message;
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = undefined;
    }
  }
}

/** A photo crosses threads as a Uint8Array; the savers expect a Buffer. */
function withBuffer(recipe: ImportedRecipe): ImportedRecipe {
  const picture = recipe.picture as Uint8Array | undefined;
  if (!picture || Buffer.isBuffer(picture)) return recipe;
  return { ...recipe, picture: Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength) };
}

/**
 * Reads an uploaded export file in the parse pool (export-files/export-file-task.ts is the
 * thread's side): answers once the file is recognised (or refused with its typed error), and
 * hands its recipes over a chunk at a time as the caller iterates. The pool's time limit
 * applies to each wait for the thread; the thread's heap ceiling, to the whole reading.
 */
export async function readExportFileInPool(pool: ParsePool, file: ExportFile, limits?: Partial<ExportLimits>): Promise<ExportReading> {
  const inbox = new Inbox();
  let handle: TaskHandle | undefined;
  const input: ExportFileTaskInput = { file, ...(limits ? { limits } : {}) };
  const finished = pool.run<null>('readExportFile', input, (taskHandle) => {
    handle = taskHandle;
    taskHandle.port.on('message', (message: FromThread | { type: 'started' }) => {
      if (message.type !== 'started') inbox.push(message as FromThread);
    });
  });
  finished.catch((error: unknown) => inbox.fail(error));
  const task = handle!;
  let plan: FromThread;
  try {
    plan = await inbox.next();
  } finally {
    task.pauseClock();
  }
  if (plan.type !== 'plan') throw new Error('The export reader sent recipes before its plan');

  async function* recipes(): AsyncGenerator<ImportedRecipe> {
    let done = false;
    try {
      while (!done) {
        task.port.postMessage('more');
        task.expectNews();
        const message = await inbox.next();
        task.pauseClock();
        if (message.type !== 'recipes') throw new Error('The export reader sent its plan twice');
        done = message.done;
        for (const recipe of message.recipes) yield withBuffer(recipe);
      }
    } finally {
      // Stopped early (a limit, a shutdown): the thread closes the file, within its time limit.
      if (!done) {
        task.port.postMessage('stop');
        task.expectNews();
      }
      await finished.catch(() => undefined);
      task.pauseClock();
      task.port.close();
    }
  }
  const iteration = recipes();
  return {
    format: plan.format,
    total: plan.total,
    recipes: iteration,
    // A reading never iterated has not started its generator, so its `finally` would not run.
    close: () => {
      task.port.postMessage('stop');
      task.expectNews();
      void finished
        .catch(() => undefined)
        .finally(() => {
          task.pauseClock();
          task.port.close();
        });
    },
  };
}
