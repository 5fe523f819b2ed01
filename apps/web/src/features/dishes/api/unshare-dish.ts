import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishShares } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { type ShareChange, shareMutationOptions } from './share-dish';

/** Takes the dish out of the hearth's cookbook; meals already planned with it keep it. */
export function unshareDish({ dishId, hearthId }: ShareChange): Promise<DishShares> {
  return api<DishShares>(`/dishes/${dishId}/hearths/${hearthId}`, { method: 'DELETE' });
}

export function useUnshareDish() {
  const queryClient = useQueryClient();
  return useMutation(shareMutationOptions(queryClient, unshareDish, false));
}
