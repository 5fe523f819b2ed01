import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CookableDish } from '@hearth/shared/pantry';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';

/** What can be cooked now from the cook's pantry (hearthId null) or a hearth's, ready within `maxMinutes` if given. */
export function useCookable(
  hearthId: number | null,
  maxMinutes: number | null,
  { enabled = true, tag = '' }: { enabled?: boolean; tag?: string } = {},
) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.pantry.cookable(hearthId, maxMinutes), tag],
    queryFn: () => {
      const query = new URLSearchParams({ today: localToday() });
      if (hearthId !== null) query.set('hearth_id', String(hearthId));
      if (maxMinutes !== null) query.set('max_minutes', String(maxMinutes));
      if (tag !== '') query.set('tag', tag);
      return api<{ dishes: CookableDish[]; total: number }>(`/dishes/cookable?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
