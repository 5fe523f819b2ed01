import type { IncomingHttpHeaders } from 'node:http';

/** The ETags an If-None-Match header lists; `*` matches any. Weak and strong compare alike (RFC 9110 13.1.2). */
function etagsIn(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * Whether a calendar app's copy is still current (RFC 9110 section 13.2.2): If-None-Match
 * when it sends one, else If-Modified-Since, to the second HTTP dates have. A date that does
 * not parse is ignored, as the RFC asks.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = etagsIn(ifNoneMatch);
    return tags.includes('*') || tags.includes(etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * When a feed whose content just changed says it changed. HTTP dates count whole seconds, so
 * a second change in the second of the one before is dated the next second: a calendar app
 * that asks If-Modified-Since with the first date must not be told nothing changed.
 */
export function nextChangeTime(previous: string | null, now: Date): string {
  if (previous === null) return now.toISOString();
  const nextSecond = (Math.floor(Date.parse(previous) / 1000) + 1) * 1000;
  return new Date(Math.max(now.getTime(), nextSecond)).toISOString();
}
