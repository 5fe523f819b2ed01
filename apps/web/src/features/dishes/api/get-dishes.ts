import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { DISH_LIST_FIRST_PAGE } from '@hearth/shared/dish-rules';
import type { DishSummary } from '@hearth/shared/dishes';
import { api, apiResponse } from '../../../lib/api-client';
import { readCopy, writeCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';
import { type LibraryCopy, libraryCopyKey } from '../library/library-copy';
import { parseLibrary } from '../library/parse-library';

/** Asks for the library, or only whether the copy is still current (304 for its ETag). */
async function fetchLibrary(userId: string, copy: LibraryCopy | undefined, copied: DishSummary[] | undefined): Promise<DishSummary[]> {
  const response = await apiResponse('/dishes', { headers: copy ? { 'if-none-match': copy.etag } : {} });
  if (response.status === 304 && copied) return copied;
  // Kept as the answer's text, one string for IndexedDB to copy, and parsed off the main thread.
  const body = await response.text();
  const etag = response.headers.get('etag');
  if (etag) await writeCopy<LibraryCopy>(libraryCopyKey(userId), { etag, body });
  return parseLibrary<DishSummary>(body);
}

/** The dishes of a copy: kept as text since decision 0079, as the list itself before. */
function copiedDishes(copy: LibraryCopy): Promise<DishSummary[]> {
  return 'dishes' in copy ? Promise.resolve(copy.dishes) : parseLibrary<DishSummary>(copy.body);
}

/** Resolves once the browser has painted what is on screen now (a frame, then a task); at once in a hidden tab. */
function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Every dish of the signed-in cook, summarised; the list screen filters it locally. A return
 * visit answers at once from the browser's copy while the server is asked whether the library
 * changed (its ETag), and the answer replaces the copy when it did. With no connection, the
 * copy is what the cook saw last. With no copy, a screenful of cards is asked for first and gets
 * the connection to itself; the whole library (10,000 dishes are a few hundred KB) once they
 * have painted. The whole library travels as text and is parsed by a worker, which hands it back
 * in slices (decision 0079): 10,000 dishes parsed at once are a long task on a phone.
 */
export async function getDishes(userId: string, queryClient: QueryClient): Promise<DishSummary[]> {
  const copy = await readCopy<LibraryCopy>(libraryCopyKey(userId));
  const copied = copy ? await copiedDishes(copy).catch(() => undefined) : undefined;
  if (!copy || !copied) {
    // A first page that fails is the list screen's to report; the library is still worth asking for.
    await queryClient.fetchQuery(getFirstDishesQueryOptions()).catch(() => undefined);
    await afterNextPaint();
    return fetchLibrary(userId, undefined, undefined);
  }
  const fresh = fetchLibrary(userId, copy, copied);
  fresh.then(
    (dishes) => {
      if (dishes !== copied) queryClient.setQueryData(queryKeys.dishes.list(), dishes);
    },
    () => undefined,
  );
  return copied;
}

export function getDishesQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.dishes.list(), queryFn: ({ client }) => getDishes(userId, client) });
}

/** A screenful of cards to show while a library that has no copy here arrives. */
export function getFirstDishesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dishes.firstPage(),
    queryFn: () => api<DishSummary[]>('/dishes', { query: { limit: DISH_LIST_FIRST_PAGE } }),
  });
}

/** `enabled: false` waits until the list is needed, such as when a dialog opens. */
export function useDishes(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDishesQueryOptions(userId), enabled });
}

export function useFirstDishes({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFirstDishesQueryOptions(), enabled });
}
