import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';

/**
 * PostgreSQL's LISTEN/NOTIFY: a message sent on a channel reaches every connection listening
 * to it, on every app process, as soon as the sending transaction commits. SQLite has nothing
 * like it (processes there read the outbox table instead; see modules/events).
 */
export interface NotifyChannel {
  /** Sends `payload` (at most 8000 bytes) to every listener, this process's own included. */
  notify(db: Kysely<any>, payload: string): Promise<void>;
  /**
   * Listens on a connection of its own, reconnecting when it drops; `onReconnected` runs
   * after a new connection listens again, so the caller can fetch what it missed meanwhile.
   * Resolves once the first connection listens (or the channel is closed).
   */
  listen(onPayload: (payload: string) => void, onReconnected: () => void): Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/** A channel on PostgreSQL; undefined on SQLite. */
export function openNotifyChannel(config: DatabaseConfig, channel: string, onError: (error: Error) => void): NotifyChannel | undefined {
  if (config.kind !== 'postgres') return undefined;
  let client: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let markListening = () => {};
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(onPayload: (payload: string) => void, onReconnected: () => void, again: boolean) {
    const next = new pg.Client({ connectionString: config.kind === 'postgres' ? config.connectionString : '' });
    const retry = (error: Error) => {
      onError(error);
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (closed) return;
      retryTimer = setTimeout(() => void connect(onPayload, onReconnected, true), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      retry(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    markListening();
    retryMs = FIRST_RETRY_MS;
    next.on('end', () => {
      if (!closed && client === next) retry(new Error('the LISTEN connection ended'));
    });
    if (again) onReconnected();
  }

  return {
    async notify(db, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    listen(onPayload, onReconnected) {
      if (!listening) {
        listening = new Promise((resolve) => {
          markListening = resolve;
        });
        void connect(onPayload, onReconnected, false);
      }
      return listening;
    },
    async close() {
      closed = true;
      markListening();
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
