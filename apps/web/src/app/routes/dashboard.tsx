import type { HearthRole } from '@hearth/shared/hearth-roles';
import { Alert } from '../../components/ui/alert';
import { StatusMessage } from '../../components/ui/status-message';
import { useHearths } from '../../features/hearths/api/get-hearths';
import { useMeals } from '../../features/meals/api/get-meals';
import { failureMessage } from '../../lib/api-client';
import { MealPlanScreen } from '../meal-plan-screen';

/** /dashboard: the cook's own meals and those of all their hearths. */
export function Component() {
  const meals = useMeals();
  const hearths = useHearths();

  if (meals.isPending) return <StatusMessage>Loading your meal timeline...</StatusMessage>;
  if (meals.isError) {
    return <Alert>Error: {failureMessage(meals.error, 'Failed to fetch meals', 'Failed to fetch meals from the server.')}</Alert>;
  }
  const rolesByHearth = new Map<number, HearthRole>((hearths.data ?? []).map((hearth) => [hearth.hearth_id, hearth.role]));
  return <MealPlanScreen meals={meals.data} rolesByHearth={rolesByHearth} />;
}
