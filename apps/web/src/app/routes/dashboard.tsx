import { useState } from 'react';
import type { Meal, MealStatus } from '@hearth/shared/meals';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { getDish } from '../../features/dishes/api/get-dish';
import { useDishes } from '../../features/dishes/api/get-dishes';
import { ShopMealButton } from '../../features/shopping/components/shop-meal-button';
import { ShopRangeDialog } from '../../features/shopping/components/shop-range-dialog';
import { useDeleteMeal } from '../../features/timeline/api/delete-meal';
import { useMeals } from '../../features/timeline/api/get-meals';
import { useUpdateMealStatus } from '../../features/timeline/api/update-meal';
import { MealTimeline } from '../../features/timeline/components/meal-timeline';
import { localToday } from '../../features/timeline/components/timeline-days';
import type { MealRowActions } from '../../features/timeline/components/meal-row';
import { type LockedDish, PlanMealDialog } from '../../features/timeline/components/plan-meal-dialog';
import { failureMessage } from '../../lib/api-client';

interface PlanRequest {
  date?: string | undefined;
  lockedDish?: LockedDish | undefined;
}

export function Component() {
  const meals = useMeals();
  const [planning, setPlanning] = useState<PlanRequest | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  // The dish dropdown's list is fetched when the dialog first opens, not with the timeline.
  const dishes = useDishes({ enabled: planning !== null });
  const updateStatus = useUpdateMealStatus();
  const deleteMeal = useDeleteMeal();

  if (meals.isPending) return <StatusMessage>Loading your meal timeline...</StatusMessage>;
  if (meals.isError) {
    return <Alert>Error: {failureMessage(meals.error, 'Failed to fetch meals', 'Failed to fetch meals from the server.')}</Alert>;
  }

  const actions: MealRowActions = {
    canChange: (meal: Meal) => meal.personal_meal,
    onStatusChange: (meal: Meal, status: MealStatus) => updateStatus.mutate({ id: meal.id, status }),
    onDelete: (meal: Meal) => {
      if (window.confirm('Delete this meal from the timeline?')) deleteMeal.mutate(meal.id);
    },
    sharedTag: () => 'Shared',
    renderShop: (meal: Meal) => <ShopMealButton meal={meal} loadDish={getDish} />,
  };

  return (
    <>
      {updateStatus.isError || deleteMeal.isError ? <Alert>Could not change the meal. Please try again.</Alert> : null}
      <MealTimeline
        meals={meals.data}
        actions={actions}
        onPlanMeal={(date) => setPlanning({ date })}
        onAddWithPhoto={() => {}}
        headerActions={
          <Button variant="secondary" onClick={() => setShoppingOpen(true)}>
            Shop this week
          </Button>
        }
      />
      <ShopRangeDialog open={shoppingOpen} today={localToday()} onClose={() => setShoppingOpen(false)} />
      <PlanMealDialog
        open={planning !== null}
        presetDate={planning?.date}
        lockedDish={planning?.lockedDish}
        dishChoices={{ dishes: dishes.data, loading: dishes.isPending, failed: dishes.isError }}
        onClose={() => setPlanning(null)}
      />
    </>
  );
}
