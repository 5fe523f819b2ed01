import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@hearth/shared/live-events';
import { TAB_ID } from './live-origin';
import { queryKeys } from './query-keys';

type ListEvent = Extract<LiveEvent, { type: 'shopping-list.changed' }>;
type MealEvent = Extract<LiveEvent, { type: 'meal.changed' }>;

/**
 * How features put an event's change straight into their cached data; each answers false when
 * it could not, and the data is read again as before.
 */
export interface LivePatches {
  shoppingList?: (queryClient: QueryClient, event: ListEvent) => boolean;
  meal?: (queryClient: QueryClient, event: MealEvent) => boolean;
}

/** After the stream gave up (a failed answer, not a dropped connection), open it again this much later. */
const REOPEN_MS = 10_000;

/**
 * What a live event changes in the cache. This tab's own changes are skipped: their answers
 * are cached already. A list event naming one item is patched in (`patches`); otherwise the
 * event marks stale what it touches: the list that changed, the timeline's cached weeks when a
 * meal did (a meal reads differently to each member, so it is read again; one deleted alone is
 * taken out), the hearths and
 * their lists when members did; everything after a gap too long to replay. What is on screen
 * is asked for again at once; the rest when next shown.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, patches: LivePatches = {}, tabId = TAB_ID): void {
  if ('origin' in event && event.origin === tabId) return;
  switch (event.type) {
    case 'shopping-list.changed':
      if (patches.shoppingList?.(queryClient, event)) break;
      void queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.detail(event.list_id) });
      break;
    case 'pantry.changed':
      void queryClient.invalidateQueries({ queryKey: queryKeys.pantry.all });
      if (event.hearth_id === null) void queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.pantryStaples() });
      break;
    case 'meal.changed':
      if (patches.meal?.(queryClient, event)) break;
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
      break;
    case 'hearth.members-changed':
      void queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
      break;
    case 'resync':
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      break;
    case 'connected':
      break;
  }
}

/**
 * One stream of live events per tab while someone is signed in (GET /api/events): other
 * phones' changes to lists and meals show without reloading. The browser reconnects by itself
 * after a dropped connection and is sent what it missed; a stream that was refused is opened
 * again a little later, and then everything shown is refreshed.
 */
export function useLiveEvents(signedIn: boolean, patches: LivePatches = {}): void {
  const queryClient = useQueryClient();
  // The stream stays open when the patches change (a new closure each render): it reads the latest.
  const latestPatches = useRef(patches);
  useEffect(() => {
    latestPatches.current = patches;
  });
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: number | undefined;
    let reopened = false;

    function open() {
      source = new EventSource('/api/events');
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as LiveEvent;
        applyLiveEvent(queryClient, event.type === 'connected' && reopened ? { type: 'resync' } : event, latestPatches.current);
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        reopened = true;
        timer = window.setTimeout(open, REOPEN_MS);
      };
    }

    open();
    return () => {
      window.clearTimeout(timer);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
