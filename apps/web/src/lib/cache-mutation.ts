import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that puts what the server answered into the cache (or, where the answer cannot
 * say everything that changed, marks the queries it made stale). `updateCache` runs once the
 * server has answered, with the query client, the answer and what was sent; a promise it
 * returns (a refetch) keeps the mutation pending until it settles.
 */
export function useCacheMutation<TAnswer, TInput = void>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  updateCache: (queryClient: QueryClient, answer: TAnswer, input: TInput) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer, input) => updateCache(queryClient, answer, input) });
}
