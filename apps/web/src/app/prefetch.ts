import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryKeys } from '../lib/query-keys';

export type Prefetchable = { queryKey: QueryKey; queryFn?: unknown } | null;

/**
 * A route loader that starts fetching a screen's data while its code chunk downloads (a static
 * loader runs beside `lazy`), from the same queryOptions its components read. It never waits
 * and never fails the navigation: the screen shows its own loading and error states.
 * Every screen behind the guard needs a session, so nothing is fetched for a visitor known
 * to be signed out. Data that needs to know who is signed in (`optionsFor` answering a promise)
 * starts the moment the session answers, not once the screen has rendered.
 */
export function prefetch(
  queryClient: QueryClient,
  optionsFor: (args: LoaderFunctionArgs) => ReadonlyArray<Prefetchable> | Promise<ReadonlyArray<Prefetchable>>,
) {
  const start = (options: ReadonlyArray<Prefetchable>) => {
    for (const option of options) {
      if (option) void queryClient.prefetchQuery(option as Parameters<QueryClient['prefetchQuery']>[0]);
    }
  };
  return (args: LoaderFunctionArgs) => {
    // Known to be signed out (null, not yet unknown): the guard sends them to /login anyway.
    if (queryClient.getQueryData(queryKeys.session) === null) return null;
    const options = optionsFor(args);
    // A session that cannot be read leaves the screen to say so.
    if ('then' in options) options.then(start, () => undefined);
    else start(options);
    return null;
  };
}
