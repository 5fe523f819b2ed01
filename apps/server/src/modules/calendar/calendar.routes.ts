import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_MONTHS_AHEAD,
  CALENDAR_FEED_MONTHS_BACK,
  type CalendarFeeds,
  calendarFeedsSchema,
} from '@hearth/shared/calendar';
import { canReadHearth } from '@hearth/shared/hearth-roles';
import { NotFoundError } from '../../errors.js';
import { messagesIn, recipientLocale } from '../../i18n/messages.js';
import { findHearth, findRole, listHearthsOf } from '../hearths/index.js';
import { listMealRevisions } from '../meals/index.js';
import { writeCalendarFeed } from './calendar-feed.js';
import { CALENDAR_TOKEN, CalendarTokens } from './calendar-tokens.js';
import { feedName } from './feed-words.js';
import {
  ensureCalendarNonce,
  findCalendarFeed,
  replaceCalendarNonce,
  saveCalendarFeedContent,
  saveCalendarFeeds,
} from './calendar.repository.js';
import { isNotModified, nextChangeTime } from './feed-freshness.js';

function feedNotFound(): never {
  throw new NotFoundError('No calendar at this address. It may have been reset: copy the new one from Settings.', 'CALENDAR_NOT_FOUND');
}

/** YYYY-MM-DD, `months` months from today (UTC). */
function monthsFromToday(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * Private iCalendar feeds (RFC 5545): one address for everything on the cook's own timeline,
 * one per hearth they belong to. Settings reads and resets the addresses with the session; a
 * calendar app reads a feed with nothing but its address, so that route has no session hook
 * (and, as a GET, the same-origin check leaves it alone). A wrong, reset or overlong token
 * costs one hash and one lookup by primary key, and answers 404.
 */
const calendarRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const tokens = new CalendarTokens(secret);
  const { publicUrl } = app.config;

  async function addressesOf(userId: string, nonce: string): Promise<CalendarFeeds> {
    const hearthsOf = await listHearthsOf(app.db, userId);
    const names = new Map(hearthsOf.map((hearth) => [hearth.hearth_id, hearth.name]));
    const feeds = [null, ...hearthsOf.map((hearth) => hearth.hearth_id)].map((hearthId) => ({
      hearthId,
      token: tokens.tokenFor(userId, hearthId, nonce),
    }));
    await saveCalendarFeeds(
      app.db,
      userId,
      feeds.map(({ hearthId, token }) => ({ hearthId, tokenHash: CalendarTokens.hash(token) })),
    );
    const urlOf = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;
    const [personal, ...hearths] = feeds;
    return {
      personal_url: urlOf(personal!.token),
      hearths: hearths.map((feed) => ({ hearth_id: feed.hearthId!, name: names.get(feed.hearthId!) ?? '', url: urlOf(feed.token) })),
    };
  }

  app.get(
    '/calendar',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: "The cook's private calendar addresses: their own timeline, and each hearth's",
        response: { 200: calendarFeedsSchema },
      },
    },
    async (request) => addressesOf(request.user.id, await ensureCalendarNonce(app.db, request.user.id, CalendarTokens.freshNonce())),
  );

  app.post(
    '/calendar/reset',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'New calendar addresses; the old ones stop working at once',
        response: { 200: calendarFeedsSchema },
      },
    },
    async (request) => {
      const nonce = CalendarTokens.freshNonce();
      await replaceCalendarNonce(app.db, request.user.id, nonce);
      return addressesOf(request.user.id, nonce);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: `An iCalendar feed of meals from ${CALENDAR_FEED_MONTHS_BACK} months back to ${CALENDAR_FEED_MONTHS_AHEAD} months ahead; needs no session, only the private address`,
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!CALENDAR_TOKEN.test(token)) feedNotFound();
      const tokenHash = CalendarTokens.hash(token);
      const feed = (await findCalendarFeed(app.db, tokenHash)) ?? feedNotFound();
      // Only the current key generation opens a feed: a Settings read that raced a reset on
      // another process may have stored an old address again after the reset removed it.
      if (feed.nonce === null || tokens.tokenFor(feed.userId, feed.hearthId, feed.nonce) !== token) feedNotFound();
      // A cook who left the hearth reads its calendar no more, whatever address they kept.
      if (feed.hearthId !== null && !canReadHearth(await findRole(app.db, feed.hearthId, feed.userId))) feedNotFound();
      await app.limits.calendarFeedReads.take(tokenHash);

      const hearth = feed.hearthId === null ? undefined : await findHearth(app.db, feed.hearthId);
      const meals = await listMealRevisions(app.db, feed.userId, {
        hearthId: feed.hearthId ?? undefined,
        startDate: monthsFromToday(-CALENDAR_FEED_MONTHS_BACK),
        endDate: monthsFromToday(CALENDAR_FEED_MONTHS_AHEAD),
        limit: CALENDAR_FEED_MAX_EVENTS,
      });
      // The cook's language, else the one their calendar app asks for.
      const locale = recipientLocale(feed.language, request.headers['accept-language']);
      const ics = writeCalendarFeed({ name: feedName(messagesIn(locale), hearth?.name), publicUrl, meals, locale });

      // The same meals give the same bytes, so the content's hash is its ETag. Last-Modified is
      // when this feed's content last differed, remembered beside the address: a deleted meal
      // or a day leaving the window changes the feed without leaving a date of its own.
      const contentHash = createHash('sha256').update(ics).digest('base64url');
      let changedAt = feed.contentChangedAt;
      if (feed.contentHash !== contentHash || changedAt === null) {
        changedAt = nextChangeTime(changedAt, new Date());
        await saveCalendarFeedContent(app.db, tokenHash, contentHash, changedAt);
      }
      const etag = `"${contentHash}"`;
      const lastModified = new Date(changedAt);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        // The address is a secret: no shared cache may keep the feed; the app's own copy is
        // checked with If-None-Match or If-Modified-Since before it is used again.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding, accept-language')
        .header('x-robots-tag', 'noindex')
        .header('etag', etag)
        .header('last-modified', lastModified.toUTCString())
        .header('content-disposition', 'inline; filename="meals.ics"');
      if (isNotModified(request.headers, etag, lastModified)) return reply.status(304).send();
      return reply.send(ics);
    },
  );
};

export default calendarRoutes;
