import { LIVE_ORIGIN_HEADER, LIVE_ORIGIN_PATTERN } from '@hearth/shared/live-events';

/**
 * The tab a change came from, as its request named it, for the change's event to carry back
 * (the tab skips its own echo). Only a hint between a page and itself: a missing or malformed
 * name is left out rather than refused, and the change goes ahead either way.
 */
export function liveOriginOf(headers: Record<string, string | string[] | undefined>): { origin?: string } {
  const value = headers[LIVE_ORIGIN_HEADER];
  return typeof value === 'string' && LIVE_ORIGIN_PATTERN.test(value) ? { origin: value } : {};
}
