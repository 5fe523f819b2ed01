import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryKeys } from '../lib/query-keys';

/**
 * A route loader that starts fetching a screen's data while its code chunk downloads (a static
 * loader runs beside `lazy`), from the same queryOptions its components read. It never waits
 * and never fails the navigation: the screen shows its own loading and error states.
 * Every screen behind the guard needs a session, so nothing is fetched for a visitor known
 * to be signed out.
 */
export function prefetch(
  queryClient: QueryClient,
  optionsFor: (args: LoaderFunctionArgs) => ReadonlyArray<{ queryKey: QueryKey; queryFn?: unknown } | null>,
) {
  return (args: LoaderFunctionArgs) => {
    // Known to be signed out (null, not yet unknown): the guard sends them to /login anyway.
    if (queryClient.getQueryData(queryKeys.session) === null) return null;
    for (const options of optionsFor(args)) {
      if (options) void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    }
    return null;
  };
}
