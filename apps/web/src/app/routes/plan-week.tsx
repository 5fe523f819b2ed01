import { PlanWeekScreen } from '../../features/planner/components/plan-week-screen';
import { usePantryScopes } from './pantry-scopes';

/** /plan-week: Fill my week, for the cook or one of their hearths (`?hearth=N`) (docs/product.md#fill-my-week). */
export function Component() {
  return (
    <PlanWeekScreen {...usePantryScopes()} timelinePath={(hearthId) => (hearthId === null ? '/dashboard' : `/dashboard/${hearthId}`)} />
  );
}
