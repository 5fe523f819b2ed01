import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlannerRules } from '@hearth/shared/planner';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

const rulesPath = (hearthId: number | null) => (hearthId === null ? '/planner/rules' : `/planner/rules?hearth_id=${hearthId}`);

/** Fill my week's rules: the cook's own (hearthId null) or a hearth's. */
export function getPlannerRulesQueryOptions(hearthId: number | null) {
  return queryOptions({ queryKey: queryKeys.planner.rules(hearthId), queryFn: () => api<PlannerRules>(rulesPath(hearthId)) });
}

export function usePlannerRules(hearthId: number | null) {
  return useQuery(getPlannerRulesQueryOptions(hearthId));
}

/** Saves the rules; the answer is the rules as stored, put straight into the cache. */
export function useSavePlannerRules() {
  return useCacheMutation(
    ({ hearthId, rules }: { hearthId: number | null; rules: PlannerRules }) =>
      api<PlannerRules>(rulesPath(hearthId), { method: 'PUT', body: rules }),
    (queryClient, saved, { hearthId }) => queryClient.setQueryData(queryKeys.planner.rules(hearthId), saved),
  );
}
