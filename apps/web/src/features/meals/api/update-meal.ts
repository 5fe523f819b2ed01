import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import type { MealStatus } from '@hearth/shared/meal-rules';
import { api } from '../../../lib/api-client';
import { storeMeal } from './meal-cache';

export function updateMealStatus({ id, status }: { id: number; status: MealStatus }): Promise<Meal> {
  return api<Meal>(`/meals/${id}`, { method: 'PATCH', body: { meal_status: status } });
}

export function useUpdateMealStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealStatus,
    onSuccess: (meal) => storeMeal(queryClient, meal),
  });
}
