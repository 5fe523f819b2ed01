import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@hearth/shared/live-events';

export interface ReceivedEvent {
  id: string | undefined;
  data: LiveEvent;
}

/**
 * A reader of a server-sent events stream, as a browser's EventSource parses it: `id:` and
 * `data:` lines up to a blank line make an event, a line starting with ':' is a comment
 * (our heartbeats). Tests await the events they expect; nothing here sleeps.
 */
export class EventStreamReader {
  private readonly received: ReceivedEvent[] = [];
  private waiters: Array<() => void> = [];
  private buffer = '';
  private finished = false;
  heartbeats = 0;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;

  constructor(
    body: AsyncIterable<Uint8Array | string>,
    private readonly stop: () => void,
  ) {
    this.ended = this.read(body);
  }

  private async read(body: AsyncIterable<Uint8Array | string>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        this.buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) !== -1) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    } catch {
      // The test closed the stream, or the server went away: either way it has ended.
    } finally {
      this.finished = true;
      this.wake();
    }
  }

  private parse(block: string) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.heartbeats += 1;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) this.received.push({ id, data: JSON.parse(data.join('\n')) as LiveEvent });
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  private async waitFor<T>(found: () => T | undefined, what: string): Promise<T> {
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (this.finished) throw new Error(`the stream ended before ${what}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The next event, taken off the stream. */
  next(): Promise<ReceivedEvent> {
    return this.waitFor(() => this.received.shift(), 'another event');
  }

  /** Events up to and including the first of `type`, taken off the stream; answers that one. */
  async nextOf<T extends LiveEvent['type']>(type: T): Promise<ReceivedEvent & { data: Extract<LiveEvent, { type: T }> }> {
    for (;;) {
      const event = await this.next();
      if (event.data.type === type) return event as ReceivedEvent & { data: Extract<LiveEvent, { type: T }> };
    }
  }

  /** Resolves after the next heartbeat comment. */
  nextHeartbeat(): Promise<void> {
    const seen = this.heartbeats;
    return this.waitFor(() => (this.heartbeats > seen ? true : undefined), 'a heartbeat').then(() => undefined);
  }

  close(): void {
    this.stop();
  }
}

/** Opens GET /api/events through inject (no port): resolves once the stream's head is written. */
export async function openEventStream(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<{ status: number; events: EventStreamReader }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/events',
    headers: { accept: 'text/event-stream', ...headers },
    payloadAsStream: true,
  });
  const events = new EventStreamReader(response.stream(), () => response.raw.res.destroy());
  return { status: response.statusCode, events };
}

/** Opens GET /api/events of a server over HTTP, as a browser in another tab would. */
export async function fetchEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ status: number; events: EventStreamReader }> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const body = response.body ?? (async function* () {})();
  return { status: response.status, events: new EventStreamReader(body as AsyncIterable<Uint8Array>, () => controller.abort()) };
}
