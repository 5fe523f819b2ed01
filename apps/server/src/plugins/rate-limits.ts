import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { DriverClient } from '../db/connection.js';
import { type RateLimitRule, rateLimiterFactory } from '../db/rate-limiter.js';
import { TooManyRequestsError } from '../errors.js';

/** A counter that answers 429 once a key has used up its points for the window. */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly message: string,
    /** The rule's name ("sign-in-email"), answered as the refusal's `params.limit`. */
    private readonly name: string,
  ) {}

  /** Counts one attempt for `key`; throws TooManyRequestsError (with Retry-After) past the limit. */
  async take(key: string): Promise<void> {
    // The counter table's key column holds 255 characters; an e-mail address may be longer.
    const storedKey = key.length > 100 ? createHash('sha256').update(key).digest('hex') : key;
    try {
      await this.limiter.consume(storedKey);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new TooManyRequestsError(this.message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), this.name);
    }
  }

  /** Counts one for `key` and answers whether it was still within the limit (for work done quietly). */
  async allows(key: string): Promise<boolean> {
    try {
      await this.take(key);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    }
  }
}

export interface Limits {
  /** Sign-in attempts per client address: one client trying many accounts. */
  signInPerIp: Limit;
  /** Sign-in attempts per e-mail address: guessing one account's password from many addresses. */
  signInPerEmail: Limit;
  /** New accounts per client address. */
  signUpPerIp: Limit;
  /** Photos turned into dishes per user: each costs seconds of CPU or a paid model call. */
  photosPerUser: Limit;
  /** Data files imported per user (account files and other apps' exports): each is many rows to write. */
  importsPerUser: Limit;
  /** Reads of one calendar address: each writes up to 18 months of meals. */
  calendarFeedReads: Limit;
  /** Recipe pages and texts read into drafts per user: each may fetch a page and parse megabytes. */
  recipeImportsPerUser: Limit;
  /** Public dish pages and their pictures per client address: anyone may read them, nobody needs thousands. */
  publicPageReads: Limit;
  /** Confirmation mails per address: signing in unconfirmed sends one, and nobody needs many. */
  verificationMailsPerEmail: Limit;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** A lost mail is sent again on the next sign-in; a few an hour is all a person needs. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/** A household opening a shared dish reads a handful; a chat preview one or two. */
export const PUBLIC_PAGE_READS_PER_MINUTE = 120;

const SIGN_IN_REFUSED = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Every rate limit of the app, counted in the database so that all processes on it share
 * one count (docs/decisions/0004-sign-in-rate-limits.md).
 */
async function rateLimits(app: FastifyInstance, { driver }: { driver: DriverClient }) {
  const factory = rateLimiterFactory(driver);
  app.addHook('onClose', async () => factory.close());
  const { config } = app;
  const limit = (rule: RateLimitRule, message: string) => new Limit(factory.create(rule), message, rule.name);
  const signInWindow = Math.ceil(config.signInLimits.windowMs / 1000);

  app.decorate('limits', {
    signInPerIp: limit({ name: 'sign-in-ip', points: config.signInLimits.perIp, durationSeconds: signInWindow }, SIGN_IN_REFUSED),
    signInPerEmail: limit({ name: 'sign-in-email', points: config.signInLimits.perEmail, durationSeconds: signInWindow }, SIGN_IN_REFUSED),
    signUpPerIp: limit(
      { name: 'sign-up-ip', points: config.signUpLimitPerHour, durationSeconds: 60 * 60 },
      'Too many new accounts from this address. Please try again in an hour.',
    ),
    photosPerUser: limit(
      { name: 'photos-user', points: config.photoLimitPerMinute, durationSeconds: 60 },
      'Too many photos at once. Please wait a minute and try again.',
    ),
    importsPerUser: limit(
      { name: 'imports-user', points: config.importLimitPerHour, durationSeconds: 60 * 60 },
      'Too many imports in a row. Please wait a while and try again.',
    ),
    calendarFeedReads: limit(
      { name: 'calendar-feed', points: config.calendarFeedLimitPerHour, durationSeconds: 60 * 60 },
      'This calendar address was read too often. Calendar apps check every few hours; please try again later.',
    ),
    recipeImportsPerUser: limit(
      { name: 'recipe-imports-user', points: config.recipeImportLimitPerHour, durationSeconds: 60 * 60 },
      'Too many recipes read in a row. Please wait a while and try again.',
    ),
    publicPageReads: limit(
      { name: 'public-page-ip', points: PUBLIC_PAGE_READS_PER_MINUTE, durationSeconds: 60 },
      'Too many pages read from this address. Please wait a minute and try again.',
    ),
    verificationMailsPerEmail: limit(
      { name: 'verification-mail-email', points: VERIFICATION_MAILS_PER_HOUR, durationSeconds: 60 * 60 },
      'A confirmation e-mail was sent a moment ago. Please check your inbox.',
    ),
  } satisfies Limits);
}

export default fp(rateLimits, { name: 'rate-limits' });
