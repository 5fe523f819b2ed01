import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveEvent } from '@hearth/shared/live-events';
import { findSessionState } from '../../auth/sessions.repository.js';
import type { DatabaseSchema } from '../../db/schema.js';
import type { Delivery, EventBus } from './event-bus.js';
import { joinedHearthsOf } from './live-events.repository.js';

export interface StreamMessage {
  id?: string;
  data: LiveEvent;
}

export interface LiveStreamOptions {
  db: Kysely<DatabaseSchema>;
  bus: EventBus;
  log: FastifyBaseLogger;
  userId: string;
  sessionToken: string;
  /** The Last-Event-ID a reconnecting browser sent, if any. */
  lastEventId: string | undefined;
  /** How often the session and the hearths are checked even when nothing happens. */
  checkEveryMs: number;
  send: (message: StreamMessage) => Promise<void>;
  /** Ends the response. */
  end: () => void;
}

/**
 * One browser's stream of live events: the events of its cook and of the hearths they belong
 * to, in order. It ends when the session does: a sign-out or revocation anywhere publishes
 * 'sessions.ended' and every stream checks its own session, and every `checkEveryMs` each
 * checks anyway. Membership is read again whenever a hearth's members change, so a removed
 * member hears nothing more from that hearth.
 */
export class LiveStream {
  /** The cook's hearths, each with when they joined it. */
  private hearths = new Map<number, number>();
  /** A session check waits in the queue: more 'sessions.ended' add nothing to it. */
  private sessionCheckQueued = false;
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(private readonly options: LiveStreamOptions) {}

  async open(): Promise<void> {
    const { bus, lastEventId } = this.options;
    await this.readHearths();
    const early: Delivery[] = [];
    let replaying = true;
    this.unsubscribe = await bus.subscribe((delivery) => {
      if (replaying) early.push(delivery);
      else this.enqueue(delivery);
    });

    const replayed = new Set<number>();
    const resumeFrom = lastEventId !== undefined && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    if (resumeFrom !== undefined) {
      const missed = await bus.missedSince(resumeFrom);
      if (missed === null) await this.options.send({ data: { type: 'resync' } });
      for (const delivery of missed ?? []) {
        replayed.add(delivery.id);
        // A hearth's events from before the cook joined it were never theirs to see.
        if (this.beforeJoining(delivery)) continue;
        await this.handle(delivery);
      }
    }
    await this.options.send({ data: { type: 'connected' } });
    replaying = false;
    for (const delivery of early) if (!replayed.has(delivery.id)) this.enqueue(delivery);

    this.timer = setInterval(() => {
      this.queue = this.queue.then(() => this.checkStillAllowed());
    }, this.options.checkEveryMs);
    this.timer.unref();
  }

  /** Stops listening; the caller ends the response. */
  stop(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
  }

  private enqueue(delivery: Delivery) {
    if (delivery.event.type === 'sessions.ended') {
      if (!this.mayEndOurSession(delivery) || this.sessionCheckQueued) return;
      this.sessionCheckQueued = true;
      this.queue = this.queue.then(() => {
        this.sessionCheckQueued = false;
        return this.handle(delivery);
      });
      return;
    }
    this.queue = this.queue.then(() => this.handle(delivery));
  }

  /** A session change concerns the cook it names (older events named no one: every stream). */
  private mayEndOurSession({ userId }: Delivery): boolean {
    return userId === null || userId === this.options.userId;
  }

  private beforeJoining({ hearthId, userId, createdAt }: Delivery): boolean {
    if (hearthId === null || userId === this.options.userId || createdAt === undefined) return false;
    const joined = this.hearths.get(hearthId);
    return joined !== undefined && Date.parse(createdAt) < joined;
  }

  private async handle(delivery: Delivery): Promise<void> {
    if (this.ended) return;
    const { event } = delivery;
    try {
      if (event.type === 'sessions.ended') {
        if (this.mayEndOurSession(delivery) && !(await this.sessionAlive())) this.finish();
        return;
      }
      if (event.type === 'hearth.members-changed' && this.concerns(delivery)) await this.readHearths();
      if (!this.concerns(delivery)) return;
      await this.options.send({ id: String(delivery.id), data: event });
    } catch (error) {
      this.options.log.warn({ err: error }, 'a live event could not be sent; ending the stream');
      this.finish();
    }
  }

  private concerns({ userId, hearthId }: Delivery): boolean {
    return userId === this.options.userId || (hearthId !== null && this.hearths.has(hearthId));
  }

  private async checkStillAllowed() {
    if (this.ended) return;
    try {
      if (!(await this.sessionAlive())) return this.finish();
      await this.readHearths();
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not check a live stream’s session');
    }
  }

  private async sessionAlive(): Promise<boolean> {
    const state = await findSessionState(this.options.db, this.options.sessionToken);
    return state?.userId === this.options.userId;
  }

  private async readHearths() {
    this.hearths = await joinedHearthsOf(this.options.db, this.options.userId);
  }

  private finish() {
    this.stop();
    this.options.end();
  }
}
