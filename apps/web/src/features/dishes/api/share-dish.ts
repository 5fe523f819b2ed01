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

/** The answer is where the dish is shared now: it goes into the dish, and that hearth's cookbook is asked again. */
export function storeShares(queryClient: QueryClient, { dishId, hearthId }: ShareChange, shares: DishShares) {
  queryClient.setQueryData<DishDetail>(queryKeys.dishes.detail(dishId), (dish) => dish && { ...dish, shared_with: shares.shared_with });
  return queryClient.invalidateQueries({ queryKey: queryKeys.dishes.cookbook(hearthId) });
}

export function useShareDish() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareDish, onSuccess: (shares, change) => storeShares(queryClient, change, shares) });
}
