/**
 * The installable, offline app (docs/decisions/0022): the service worker that vite-plugin-pwa
 * builds keeps the app shell, and answers the API reads of the screens last seen (the session,
 * the timeline, hearths, dishes) from the cache named here when there is no connection.
 * main.tsx registers it (register-offline-app.ts).
 */

/** Must match the runtime cache named in vite.config.ts. */
export const API_CACHE = 'hearth-api';

/** Signing out leaves nothing of the person in the browser's caches either. */
export async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
