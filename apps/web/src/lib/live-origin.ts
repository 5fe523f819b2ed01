import { LIVE_ORIGIN_HEADER } from '@hearth/shared/live-events';

/** 24 hex digits from the browser's random source (which, unlike randomUUID, plain HTTP has too). */
function randomName(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This tab's name, sent with every change it makes (api-client.ts). The change's live event
 * comes back with it, and this tab skips it: it already put the server's answer in its cache.
 */
export const TAB_ID = randomName();

export const liveOriginHeaders = { [LIVE_ORIGIN_HEADER]: TAB_ID };
