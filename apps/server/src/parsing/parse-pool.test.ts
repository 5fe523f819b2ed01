import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ParsePool, PARSE_MEMORY_MESSAGE, PARSE_TIMEOUT_MESSAGE } from './parse-pool.js';

const workerUrl = new URL('../../test/parse-pool-fixture-worker.ts', import.meta.url);
const pool = new ParsePool({ workerUrl, maxThreads: 1, timeLimitMs: 300, memoryLimitMb: 256, maxQueue: 8 });
/** Filling a heap takes its time: this pool's limit is memory alone. */
const smallHeapPool = new ParsePool({ workerUrl, maxThreads: 1, timeLimitMs: 120_000, memoryLimitMb: 48, maxQueue: 8 });

afterAll(() => Promise.all([pool.close(), smallHeapPool.close()]));

async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message } = error as AppError;
  return { statusCode, code, message };
}

describe('ParsePool', () => {
  it('answers a task from a thread, values as they were sent', async () => {
    expect(await pool.run('echo', { lines: ['2 cups flour'] })).toEqual({ lines: ['2 cups flour'] });
  });

  it('passes a typed refusal on as the same AppError', async () => {
    expect(await refusal(pool.run('refuse', {}))).toEqual({
      statusCode: 422,
      code: 'NO_RECIPE_FOUND',
      message: 'No recipe found in that text',
    });
  });

  it('stops a task past its time limit with 422 PARSE_TIMEOUT, and the pool goes on with a new thread', async () => {
    expect(await refusal(pool.run('spin', {}))).toEqual({ statusCode: 422, code: 'PARSE_TIMEOUT', message: PARSE_TIMEOUT_MESSAGE });
    expect(await pool.run('echo', 'after')).toBe('after');
  });

  it('counts the time limit from when a thread takes the task, not while it queues behind another', async () => {
    const first = refusal(pool.run('spin', {}));
    const second = pool.run('echo', 'queued');
    expect((await first).code).toBe('PARSE_TIMEOUT');
    expect(await second).toBe('queued');
  });

  it('stops a task past the memory ceiling with 422 PARSE_MEMORY_LIMIT, and the pool goes on', async () => {
    expect(await refusal(smallHeapPool.run('fill-heap', {}))).toEqual({
      statusCode: 422,
      code: 'PARSE_MEMORY_LIMIT',
      message: PARSE_MEMORY_MESSAGE,
    });
    expect(await smallHeapPool.run('echo', 'after')).toBe('after');
  });
});
