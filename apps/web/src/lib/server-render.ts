/**
 * Whether this code runs in the server's renderer (entry-server.tsx, which says so as it loads)
 * rather than in a browser. Only for what the server must ask for differently: the library's
 * first cards rather than the whole library, which is the browser's to fetch and keep
 * (docs/decisions/0083).
 */
let onServer = false;

/** Called once, by the server's renderer. */
export function markServerRender(): void {
  onServer = true;
}

export function renderingOnServer(): boolean {
  return onServer;
}
