import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { DISH_LIST_FIRST_PAGE } from '@hearth/shared/dish-rules';
import type { DishSummary } from '@hearth/shared/dishes';
import { api, apiResponse } from '../../../lib/api-client';
import { readCopy, writeCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';

/** The library as last answered, with the version (ETag) it had. */
interface LibraryCopy {
  etag: string;
  dishes: DishSummary[];
}

const copyKey = (userId: string) => `dishes:${userId}`;

/** Asks for the library, or only whether the copy is still current (304 for its ETag). */
async function fetchLibrary(userId: string, copy: LibraryCopy | undefined): Promise<DishSummary[]> {
  const response = await apiResponse('/dishes', { headers: copy ? { 'if-none-match': copy.etag } : {} });
  if (response.status === 304 && copy) return copy.dishes;
  const dishes = (await response.json()) as DishSummary[];
  const etag = response.headers.get('etag');
  if (etag) await writeCopy<LibraryCopy>(copyKey(userId), { etag, dishes });
  return dishes;
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
 * have painted.
 */
export async function getDishes(userId: string, queryClient: QueryClient): Promise<DishSummary[]> {
  const copy = await readCopy<LibraryCopy>(copyKey(userId));
  if (!copy) {
    // A first page that fails is the list screen's to report; the library is still worth asking for.
    await queryClient.fetchQuery(getFirstDishesQueryOptions()).catch(() => undefined);
    await afterNextPaint();
    return fetchLibrary(userId, undefined);
  }
  const fresh = fetchLibrary(userId, copy);
  fresh.then(
    (dishes) => {
      if (dishes !== copy.dishes) queryClient.setQueryData(queryKeys.dishes.list(), dishes);
    },
    () => undefined,
  );
  return copy.dishes;
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
