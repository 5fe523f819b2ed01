import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a cooking was recorded, changed or deleted: the dish lists carry each dish's rating and
 * times cooked, so they are asked again (the server's version of each list has changed).
 */
export function cookingLogChanged(queryClient: QueryClient): void {
  for (const queryKey of [queryKeys.dishes.list(), queryKeys.dishes.firstPage(), queryKeys.dishes.cookbooks]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
