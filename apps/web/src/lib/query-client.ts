import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient({ reportFailures = true }: { reportFailures?: boolean } = {}) {
  return new QueryClient({
    // docs/product.md#error-catalogue: failures are also logged to the console.
    queryCache: new QueryCache({ onError: (error, query) => reportFailures && console.error('Request failed', query.queryKey, error) }),
    mutationCache: new MutationCache({ onError: (error) => reportFailures && console.error('Action failed', error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not turn into a 2xx by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the service worker answers what
        // was last seen, and a list's own copy answers for it (docs/decisions/0022).
        networkMode: 'offlineFirst',
      },
    },
  });
}
