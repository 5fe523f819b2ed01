import type { HearthRole } from '@hearth/shared/hearth-roles';
import { useHearths } from '../../features/hearths/api/get-hearths';
import { UseSoonNote } from '../../features/pantry/soon-note/use-soon-note';
import { MealPlanScreen } from './meal-plan-screen';

/** /dashboard: the cook's own meals and those of all their hearths. */
export function Component() {
  const hearths = useHearths();
  const rolesByHearth = new Map<number, HearthRole>((hearths.data ?? []).map((hearth) => [hearth.hearth_id, hearth.role]));
  return (
    <>
      <UseSoonNote />
      <MealPlanScreen rolesByHearth={rolesByHearth} />
    </>
  );
}
