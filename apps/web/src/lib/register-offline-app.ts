/**
 * Registers the service worker vite-plugin-pwa builds (docs/decisions/0022), in production
 * builds only. Its own file: the virtual module exists only in the app's build, not in tests.
 */
export function registerOfflineApp(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
