/**
 * The cookie that tells the server this browser's time zone, so a page it renders says "today"
 * where the cook is (docs/decisions/0082). Read by apps/server/src/plugins/rendered-pages.ts.
 */
export const TIME_ZONE_COOKIE = 'hearth-tz';

const A_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps the device's time zone for the server's next render, when it has changed. */
export function rememberTimeZone(): void {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const value = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
  if (document.cookie.split('; ').includes(value)) return;
  document.cookie = `${value}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
}
