import { getPriority } from 'node:os';
import type { TaskAnswer, TaskRequest } from '../src/parsing/task-protocol.js';
import { lowerThisThreadsPriority } from '../src/parsing/thread-priority.js';

/**
 * A pool worker with inputs no real parser should ever be: one that never ends and one that
 * fills its heap, to prove the pool's time limit and memory ceiling on their own, beside an
 * echo, a typed refusal and the thread's own CPU priority. It speaks the same protocol as
 * src/parsing/parse-worker.ts, background threads included.
 */
export default function fixtureTask({ task, input, port, background }: TaskRequest): TaskAnswer<unknown> {
  if (background) lowerThisThreadsPriority();
  port.postMessage({ type: 'started' });
  if (task === 'priority') return { ok: true, value: getPriority(0) };
  if (task === 'spin') for (;;);
  if (task === 'fill-heap') {
    const kept: unknown[] = [];
    for (;;) kept.push(Array.from({ length: 10_000 }, (_, index) => ({ index })));
  }
  if (task === 'refuse') return { ok: false, error: { statusCode: 422, code: 'NO_RECIPE_FOUND', message: 'No recipe found in that text' } };
  return { ok: true, value: input };
}
