import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveEvent } from '@hearth/shared/live-events';
import type { NotifyChannel } from '../../db/notify-channel.js';
import type { DatabaseSchema } from '../../db/schema.js';
import {
  type StoredEvent,
  deleteEventsBefore,
  eventExists,
  insertEvent,
  latestEventId,
  listEventsAfter,
} from './live-events.repository.js';

/**
 * Live events shared by every app process on one database (docs/decisions/0020). Publishing
 * writes the event to an outbox table; on PostgreSQL a NOTIFY then carries it to every process
 * at once, on SQLite each process with open streams reads new rows every POLL_MS. Other
 * modules only call `publish`; GET /api/events subscribes.
 */

/** Who may receive an event: one cook, every member of a hearth, or only the server itself. */
export type Audience = { userId: string } | { hearthId: number } | 'server';

/** What the server tells itself: some session may have ended, so streams check theirs. */
export type ServerEvent = LiveEvent | { type: 'sessions.ended' };

export interface Delivery {
  id: number;
  userId: string | null;
  hearthId: number | null;
  event: ServerEvent;
  /** When it was published (ISO text); known for replayed events. */
  createdAt?: string;
}

/** How often a process on SQLite looks for new events while it has streams open. */
const POLL_MS = 150;
/** Events are kept this long for browsers that reconnect (Last-Event-ID). */
export const KEEP_EVENTS_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** A browser that missed more than this many events is told to reload everything instead. */
const MAX_REPLAY = 1000;
const CHANNEL_PAYLOAD_LIMIT = 7900;

function toDelivery(row: StoredEvent): Delivery {
  return { id: row.id, userId: row.userId, hearthId: row.hearthId, event: JSON.parse(row.payload) as ServerEvent };
}

export class EventBus {
  private readonly listeners = new Set<(delivery: Delivery) => void>();
  private lastId = 0;
  private feed: Promise<void> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private polling = false;
  private pollAgain = false;
  private lastSweep = 0;
  private closed = false;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly log: FastifyBaseLogger,
    private readonly channel: NotifyChannel | undefined,
  ) {}

  /**
   * Tells everyone in `audience` about a change. Never throws: the change itself is already
   * stored, and a lost event only means a page refreshes later.
   */
  async publish(audience: Audience, event: ServerEvent): Promise<void> {
    const row = {
      userId: typeof audience === 'object' && 'userId' in audience ? audience.userId : null,
      hearthId: typeof audience === 'object' && 'hearthId' in audience ? audience.hearthId : null,
      payload: JSON.stringify(event),
    };
    try {
      const now = new Date();
      const id = await insertEvent(this.db, row, now);
      const notice = JSON.stringify({ id, ...row });
      if (this.channel && notice.length <= CHANNEL_PAYLOAD_LIMIT) await this.channel.notify(this.db, notice);
      else this.pollSoon();
      if (now.getTime() - this.lastSweep > SWEEP_EVERY_MS) {
        this.lastSweep = now.getTime();
        await deleteEventsBefore(this.db, new Date(now.getTime() - KEEP_EVENTS_MS));
      }
    } catch (error) {
      this.log.error({ err: error, type: event.type }, 'could not publish a live event');
    }
  }

  /** Calls `listener` with every event from now on; resolves once they are flowing. */
  /** Listeners now subscribed: one per open GET /api/events stream. */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  async subscribe(listener: (delivery: Delivery) => void): Promise<() => void> {
    this.listeners.add(listener);
    await this.startFeed();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && !this.channel) this.stopPolling();
    };
  }

  /** What happened after event `lastId`, or null when that is no longer known (too old, or too much). */
  async missedSince(lastId: number): Promise<Delivery[] | null> {
    if (!(await eventExists(this.db, lastId))) return null;
    const rows = await listEventsAfter(this.db, lastId, MAX_REPLAY);
    return rows.length >= MAX_REPLAY ? null : rows.map((row) => ({ ...toDelivery(row), createdAt: row.createdAt }));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.stopPolling();
    await this.channel?.close();
  }

  private startFeed(): Promise<void> {
    this.feed ??= this.channel ? this.listenForNotices(this.channel) : this.startPolling();
    return this.feed;
  }

  private async listenForNotices(channel: NotifyChannel): Promise<void> {
    await channel.listen(
      (notice) => this.onNotice(notice),
      () => void this.catchUp(),
    );
    this.lastId = Math.max(this.lastId, await latestEventId(this.db));
  }

  private onNotice(notice: string) {
    try {
      const row = JSON.parse(notice) as StoredEvent;
      this.lastId = Math.max(this.lastId, row.id);
      this.dispatch(toDelivery(row));
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a live-event notice that is not ours');
    }
  }

  /** After the LISTEN connection came back: what was published while it was down. */
  private async catchUp() {
    try {
      for (const row of await listEventsAfter(this.db, this.lastId, MAX_REPLAY)) {
        this.lastId = Math.max(this.lastId, row.id);
        this.dispatch(toDelivery(row));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the live events missed while reconnecting');
    }
  }

  private async startPolling(): Promise<void> {
    this.lastId = await latestEventId(this.db);
    this.schedulePoll(POLL_MS);
  }

  private stopPolling() {
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    this.feed = undefined;
  }

  /** A change published here: look at once rather than at the next tick. */
  private pollSoon() {
    if (this.feed && !this.channel) this.schedulePoll(0);
  }

  private schedulePoll(ms: number) {
    if (this.closed) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.poll(), ms);
    this.pollTimer.unref();
  }

  private async poll() {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    try {
      for (const row of await listEventsAfter(this.db, this.lastId, MAX_REPLAY)) {
        this.lastId = row.id;
        this.dispatch(toDelivery(row));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'could not read new live events');
    } finally {
      this.polling = false;
    }
    if (this.listeners.size === 0) return this.stopPolling();
    this.schedulePoll(this.pollAgain ? 0 : POLL_MS);
    this.pollAgain = false;
  }

  private dispatch(delivery: Delivery) {
    for (const listener of this.listeners) {
      try {
        listener(delivery);
      } catch (error) {
        this.log.error({ err: error }, 'a live-event listener failed');
      }
    }
  }
}
