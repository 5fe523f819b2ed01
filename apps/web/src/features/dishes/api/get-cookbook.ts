import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { CookbookDish } from '@hearth/shared/dishes';
import { ApiError, apiResponse } from '../../../lib/api-client';
import { forgetCopy, readCopy, writeCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';

interface CookbookCopy {
  etag: string;
  dishes: CookbookDish[];
}

const copyKey = (userId: string, hearthId: number) => `cookbook:${userId}:${hearthId}`;

/**
 * A hearth's cookbook: the dishes its members shared into it, each saying whose it is. As
 * with the cook's own library, a return visit answers from the browser's copy while the
 * server is asked whether it changed (the cookbook's ETag changes with every share, unshare
 * and change of a shared dish, whoever made it), and the answer replaces the copy if so.
 */
export async function getCookbook(userId: string, hearthId: number, queryClient: QueryClient): Promise<CookbookDish[]> {
  const copy = await readCopy<CookbookCopy>(copyKey(userId, hearthId));
  const fresh = (async () => {
    const response = await apiResponse(`/dishes?hearth_id=${hearthId}`, { headers: copy ? { 'if-none-match': copy.etag } : {} });
    if (response.status === 304 && copy) return copy.dishes;
    const dishes = (await response.json()) as CookbookDish[];
    const etag = response.headers.get('etag');
    if (etag) await writeCopy<CookbookCopy>(copyKey(userId, hearthId), { etag, dishes });
    return dishes;
  })();
  if (!copy) return fresh;
  fresh.then(
    (dishes) => {
      if (dishes !== copy.dishes) queryClient.setQueryData(queryKeys.dishes.cookbook(hearthId), dishes);
    },
    async (failure: unknown) => {
      // Offline, the copy stands. Out of the hearth (404), it goes: its dishes are no longer theirs to see.
      if (!(failure instanceof ApiError && failure.status === 404)) return;
      await forgetCopy(copyKey(userId, hearthId));
      await queryClient.resetQueries({ queryKey: queryKeys.dishes.cookbook(hearthId) });
    },
  );
  return copy.dishes;
}

export function getCookbookQueryOptions(userId: string, hearthId: number) {
  return queryOptions({
    queryKey: queryKeys.dishes.cookbook(hearthId),
    queryFn: ({ client }) => getCookbook(userId, hearthId, client),
  });
}

/** `hearthId` null (or `enabled: false`) asks for nothing. */
export function useCookbook(userId: string, hearthId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCookbookQueryOptions(userId, hearthId ?? 0), enabled: enabled && hearthId !== null });
}
