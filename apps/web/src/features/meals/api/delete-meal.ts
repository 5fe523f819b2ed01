import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetMeal } from './meal-cache';

export function deleteMeal(id: number): Promise<void> {
  return api<void>(`/meals/${id}`, { method: 'DELETE' });
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_answer, mealId) => forgetMeal(queryClient, mealId),
  });
}
