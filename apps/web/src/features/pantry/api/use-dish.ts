import type { PantryTaken } from '@hearth/shared/pantry';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** A cooked dish's ingredients come out of the cook's pantry (or a hearth's). */
export function useTakeDishOut() {
  return useCacheMutation(
    ({ dishId, hearthId }: { dishId: number; hearthId: number | null }) =>
      api<PantryTaken>('/pantry/use-dish', {
        method: 'POST',
        body: { dish_id: dishId, ...(hearthId === null ? {} : { hearth_id: hearthId }) },
      }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.pantry.all }),
  );
}
