import type { TaskAnswer, TaskRequest } from '../src/parsing/task-protocol.js';

/**
 * A pool worker with inputs no real parser should ever be: one that never ends and one that
 * fills its heap, to prove the pool's time limit and memory ceiling on their own, beside an
 * echo and a typed refusal. It speaks the same protocol as src/parsing/parse-worker.ts.
 */
export default function fixtureTask({ task, input, port }: TaskRequest): TaskAnswer<unknown> {
  port.postMessage({ type: 'started' });
  if (task === 'spin') for (;;);
  if (task === 'fill-heap') {
    const kept: unknown[] = [];
    for (;;) kept.push(Array.from({ length: 10_000 }, (_, index) => ({ index })));
  }
  if (task === 'refuse') return { ok: false, error: { statusCode: 422, code: 'NO_RECIPE_FOUND', message: 'No recipe found in that text' } };
  return { ok: true, value: input };
}
