import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DishDetail, DishShares } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ShareChange {
  dishId: number;
  hearthId: number;
}

export function shareDish({ dishId, hearthId }: ShareChange): Promise<DishShares> {
  return api<DishShares>(`/dishes/${dishId}/hearths/${hearthId}`, { method: 'PUT' });
}

function setSharedWith(queryClient: QueryClient, dishId: number, change: (sharedWith: number[]) => number[]) {
  queryClient.setQueryData<DishDetail>(
    queryKeys.dishes.detail(dishId),
    (dish) => dish && { ...dish, shared_with: change(dish.shared_with ?? []) },
  );
}

/**
 * The box shows the change at once; the answer (where the dish is shared now) then replaces
 * the guess, and that hearth's cookbook is asked again. A failure puts the box back.
 */
export function shareMutationOptions(queryClient: QueryClient, send: (change: ShareChange) => Promise<DishShares>, sharing: boolean) {
  return {
    mutationFn: send,
    onMutate: ({ dishId, hearthId }: ShareChange) => {
      // A read of the dish already under way (the window regaining focus) must not undo the
      // guess; the box changes in the same moment as the click.
      void queryClient.cancelQueries({ queryKey: queryKeys.dishes.detail(dishId) }, { revert: false });
      const before = queryClient.getQueryData<DishDetail>(queryKeys.dishes.detail(dishId))?.shared_with;
      setSharedWith(queryClient, dishId, (ids) => (sharing ? [...new Set([...ids, hearthId])] : ids.filter((id) => id !== hearthId)));
      return { before };
    },
    onError: (_error: unknown, { dishId }: ShareChange, context: { before: number[] | undefined } | undefined) => {
      setSharedWith(queryClient, dishId, () => context?.before ?? []);
    },
    onSuccess: (shares: DishShares, { dishId, hearthId }: ShareChange) => {
      setSharedWith(queryClient, dishId, () => shares.shared_with);
      return queryClient.invalidateQueries({ queryKey: queryKeys.dishes.cookbook(hearthId) });
    },
  };
}

export function useShareDish() {
  const queryClient = useQueryClient();
  return useMutation(shareMutationOptions(queryClient, shareDish, true));
}
