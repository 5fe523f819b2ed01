import type { MealScope } from '@hearth/shared/meals';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetMeal } from './meal-cache';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** With scope 'following', the later occurrences of a repeating meal go too. */
export function deleteMeal(id: number, scope: MealScope = 'this'): Promise<void> {
  return api<void>(`/meals/${id}`, { method: 'DELETE', query: scope === 'following' ? { scope } : {} });
}

export function useDeleteMeal() {
  return useCacheMutation(
    ({ id, scope = 'this' }: { id: number; scope?: MealScope }) => deleteMeal(id, scope),
    (queryClient, _answer, { id, scope }) => {
      if (scope === 'following') return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
      forgetMeal(queryClient, id);
    },
  );
}
