import { canPlanIn } from '@hearth/shared/hearth-roles';
import { useSearchParams } from 'react-router';
import { useHearths } from '../../features/hearths/api/get-hearths';
import type { PantryScope } from '../../features/pantry/components/pantry-scopes';

/**
 * The pantries the cook may open (their own, then each hearth's) and the one shown, kept in the
 * address (`?hearth=N`) so a link or a reload opens the same one.
 */
export function usePantryScopes() {
  const hearths = useHearths();
  const [params, setParams] = useSearchParams();
  const scopes: PantryScope[] = [
    { hearthId: null, name: '', canChange: true },
    ...(hearths.data ?? []).map((hearth) => ({ hearthId: hearth.hearth_id, name: hearth.name, canChange: canPlanIn(hearth.role) })),
  ];
  const asked = Number(params.get('hearth'));
  const hearthId = scopes.some((scope) => scope.hearthId === asked) ? asked : null;
  const onScopeChange = (next: number | null) => setParams(next === null ? {} : { hearth: String(next) }, { replace: true });
  return { scopes, hearthId, onScopeChange };
}
