import { AppError } from '../errors.js';
import { PARSE_TASKS } from './parse-tasks.js';
import type { TaskAnswer, TaskRequest } from './task-protocol.js';

/**
 * A pool thread's entry (parse-pool.ts): runs one named task and answers its value, or the
 * typed error it refused the input with, as plain data that survives the copy between threads.
 */
export default async function runParseTask({ task, input, port }: TaskRequest): Promise<TaskAnswer<unknown>> {
  port.postMessage({ type: 'started' });
  const run = PARSE_TASKS[task as keyof typeof PARSE_TASKS];
  if (!run) throw new Error(`No parse task is named ${task}`);
  try {
    return { ok: true, value: await run(input as never, port) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { statusCode, code, message, details } = error;
    return { ok: false, error: { statusCode, code, message, ...(details ? { details } : {}) } };
  }
}
