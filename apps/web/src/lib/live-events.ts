import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@hearth/shared/live-events';
import { queryKeys } from './query-keys';

/** After the stream gave up (a failed answer, not a dropped connection), open it again this much later. */
const REOPEN_MS = 10_000;

/**
 * What a live event makes stale: the list that changed, the timeline's cached weeks when a
 * meal did, the hearths and their lists when members did; everything after a gap too long to
 * replay. What is on screen is asked for again at once; the rest when next shown.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'shopping-list.changed':
      void queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.detail(event.list_id) });
      break;
    case 'pantry.changed':
      void queryClient.invalidateQueries({ queryKey: queryKeys.pantry.all });
      if (event.hearth_id === null) void queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.pantryStaples() });
      break;
    case 'meal.changed':
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
export function useLiveEvents(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: number | undefined;
    let reopened = false;

    function open() {
      source = new EventSource('/api/events');
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as LiveEvent;
        applyLiveEvent(queryClient, event.type === 'connected' && reopened ? { type: 'resync' } : event);
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
