import type { MessagePort } from 'node:worker_threads';

/** What the main thread hands a worker: the task's name, its input, and a port for news. */
export interface TaskRequest {
  task: string;
  input: unknown;
  port: MessagePort;
}

/** An AppError as it crosses threads (only plain data survives the copy). */
export interface CrossingError {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** A task's answer: its value, or the typed error it refused the input with. */
export type TaskAnswer<T> = { ok: true; value: T } | { ok: false; error: CrossingError };

/** Messages a worker sends on the task's port while it runs. */
export type TaskMessage = { type: 'started' } | { type: string; [key: string]: unknown };
