import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ShownLocale } from '../lib/i18n/locale-choice';

/**
 * What a page the server rendered (entry-server.tsx) was rendered from, so the browser takes it
 * over showing the same thing: the language, the query cache's answers and the router's state.
 * It travels in a JSON block, which the Content-Security-Policy need not allow (never run).
 */
export interface ServerState {
  locale: ShownLocale;
  queries: DehydratedState;
  router: HydrationState;
}

const SERVER_STATE_ID = 'hearth-server-state';

/** The JSON block for the page; `<` is escaped so no text in the state can close the block. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state of the page the server rendered, or null for the static shell (or the service worker's copy of it). */
export function readServerState(): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}
