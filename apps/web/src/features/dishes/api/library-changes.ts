import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DishSummary } from '@hearth/shared/dishes';
import type { AppUser } from '@hearth/shared/app-user';
import { writeCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';
import { type LibraryCopy, libraryCopyKey } from '../library/library-copy';

const CHANNEL = 'the-hearth-library';

/**
 * After this tab changed the library: its copy in the browser follows the cache (with no
 * version, so the next visit asks for the whole list), and other open tabs of the app are
 * told to ask the server again.
 */
export function libraryChanged(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<AppUser | null>(queryKeys.session);
  const dishes = queryClient.getQueryData<DishSummary[]>(queryKeys.dishes.list());
  if (user && dishes) void writeCopy<LibraryCopy>(libraryCopyKey(user.id), { etag: '', body: JSON.stringify(dishes) });
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** While mounted, a change to the library in another tab refreshes this tab's list. */
export function useLibraryChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dishes.all });
    return () => channel.close();
  }, [queryClient]);
}
