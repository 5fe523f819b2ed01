import { z } from 'zod';

/**
 * GET /api/calendar and POST /api/calendar/reset: the cook's private iCalendar addresses, one
 * for their own meals and one per hearth they belong to. Anyone with an address reads that
 * calendar, so it is shown only to its cook and can be reset.
 */
export const calendarFeedsSchema = z.object({
  personal_url: z.string(),
  hearths: z.array(z.object({ hearth_id: z.number().int(), name: z.string(), url: z.string() })),
});
export type CalendarFeeds = z.output<typeof calendarFeedsSchema>;

/** How far a feed reaches: meals from six months back to a year ahead, at most this many. */
export const CALENDAR_FEED_MONTHS_BACK = 6;
export const CALENDAR_FEED_MONTHS_AHEAD = 12;
export const CALENDAR_FEED_MAX_EVENTS = 5_000;
