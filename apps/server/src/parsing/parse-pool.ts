import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError, TooManyRequestsError, UnprocessableError } from '../errors.js';
import type { TaskAnswer, TaskMessage, TaskRequest } from './task-protocol.js';

/**
 * A small pool of worker threads that parse untrusted content (recipe pages, export files,
 * ingredient lines, text read from photos) off the event loop, so that one slow input costs
 * one thread and never another person's request (docs/decisions/0047-parsing-in-worker-threads.md).
 *
 * A task's time limit starts when a thread takes it up, not while it waits in the queue;
 * past it the thread is terminated (piscina starts a new one) and the caller gets a 422.
 */

export const PARSE_TIMEOUT_MESSAGE =
  'Reading this took too long and was stopped. Try a shorter text, fewer ingredient lines or a smaller file.';
export const PARSE_MEMORY_MESSAGE = 'Reading this needed more memory than one import may use. Try a smaller file or a shorter text.';
const POOL_BUSY_MESSAGE = 'The server is busy reading other recipes. Please try again in a moment.';

export interface ParsePoolOptions {
  /** The worker's module; its default export runs one task (task-protocol.ts). */
  workerUrl: URL;
  /** Threads at most; they start on demand and stop after a minute without work. */
  maxThreads: number;
  /** Milliseconds a task may run, or may go without news while it streams. */
  timeLimitMs: number;
  /** The heap one thread may use, in megabytes: the memory ceiling of one parse. */
  memoryLimitMb: number;
  /** Tasks waiting for a thread at most; past it, a 429. */
  maxQueue: number;
}

/** Options a source (.ts) worker needs: the TypeScript loader and our source condition. */
function execArgvFor(workerUrl: URL): string[] {
  if (!workerUrl.pathname.endsWith('.ts')) return process.execArgv;
  const wanted = ['--conditions=@hearth/source', '--import', 'tsx'];
  return process.execArgv.includes('tsx') ? process.execArgv : [...process.execArgv, ...wanted];
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || (error as { code?: string }).code === 'ABORT_ERR');
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** A task's answer as an AppError crossed the thread: rebuilt as one, so it maps to its HTTP answer. */
export function errorFromAnswer(error: NonNullable<Extract<TaskAnswer<unknown>, { ok: false }>['error']>): AppError {
  return new AppError(error.statusCode, error.code, error.message, error.details);
}

/** A running task's handle: its port for streamed messages, and the watchdog over its silence. */
export interface TaskHandle {
  port: MessagePort;
  /** Starts (or restarts) the time limit: the thread must answer or send news before it ends. */
  expectNews: () => void;
  /** Stops the time limit while the caller, not the thread, is the one taking its time. */
  pauseClock: () => void;
  /** Stops the task now, terminating its thread if it is still running. */
  cancel: () => void;
}

export class ParsePool {
  private started: Piscina | undefined;

  constructor(private readonly options: ParsePoolOptions) {}

  /**
   * Started on first use, so a process that never parses starts no thread. One thread is kept
   * from then on: piscina replaces a terminated thread only up to its minimum, and a task
   * queued behind one that was stopped needs a thread to run on.
   */
  private get piscina(): Piscina {
    if (!this.started) {
      this.started = new Piscina({
        filename: this.options.workerUrl.href,
        minThreads: 1,
        maxThreads: this.options.maxThreads,
        idleTimeout: 60_000,
        maxQueue: this.options.maxQueue,
        execArgv: execArgvFor(this.options.workerUrl),
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryLimitMb },
      });
      // A thread that dies (out of memory, terminated) is replaced by piscina; nothing to do here.
      this.started.on('error', () => undefined);
    }
    return this.started;
  }

  /** Tasks finished since the pool started, whichever way they ended. */
  get completed(): number {
    return this.started?.completed ?? 0;
  }

  /**
   * Runs `task` on a thread and answers its result, or throws: the task's own AppError, 422
   * PARSE_TIMEOUT past the time limit, 422 PARSE_MEMORY_LIMIT past the memory ceiling.
   * `onPort` receives the task's port and handle for a task that streams (export files).
   */
  async run<T>(task: string, input: unknown, onPort?: (handle: TaskHandle) => void): Promise<T> {
    const channel = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const pauseClock = () => clearTimeout(timer);
    const expectNews = () => {
      pauseClock();
      if (!settled) timer = setTimeout(() => stop.abort(), this.options.timeLimitMs);
    };
    channel.port1.on('message', (message: TaskMessage) => {
      // The thread has taken the task up: its time starts now, not while it queued.
      if (message.type === 'started') expectNews();
    });
    const handle: TaskHandle = { port: channel.port1, expectNews, pauseClock, cancel: () => stop.abort() };
    onPort?.(handle);
    const request: TaskRequest = { task, input, port: channel.port2 };
    try {
      const answer = (await this.piscina.run(request, { transferList: [channel.port2], signal: stop.signal })) as TaskAnswer<T>;
      if (!answer.ok) throw errorFromAnswer(answer.error);
      return answer.value;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isAbort(error)) throw new UnprocessableError(PARSE_TIMEOUT_MESSAGE, 'PARSE_TIMEOUT');
      if (isOutOfMemory(error)) throw new UnprocessableError(PARSE_MEMORY_MESSAGE, 'PARSE_MEMORY_LIMIT');
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new TooManyRequestsError(POOL_BUSY_MESSAGE, 5);
      throw error;
    } finally {
      settled = true;
      pauseClock();
      if (!onPort) channel.port1.close();
    }
  }

  async close(): Promise<void> {
    await this.started?.destroy();
  }
}
