/**
 * The cookie that tells the server this browser's time zone, so a page it renders says "today"
 * where the cook is (docs/decisions/0082). Read by apps/server/src/plugins/rendered-pages.ts.
 */
export const TIME_ZONE_COOKIE = 'hearth-tz';

/**
 * The addresses of the screens that need it, and only those: a cookie on an API request makes
 * the auth service ask for the request's Origin, which a script outside a browser may not send.
 */
const RENDERED_SCREENS_WITH_DATES = ['/dashboard', '/dishes'];

const A_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps the device's time zone for the server's next render. */
export function rememberTimeZone(): void {
  const timeZone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
  for (const path of RENDERED_SCREENS_WITH_DATES) {
    document.cookie = `${TIME_ZONE_COOKIE}=${timeZone}; path=${path}; max-age=${A_YEAR_S}; samesite=lax`;
  }
}
