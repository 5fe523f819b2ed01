import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishDetail, DishFavourite, DishSummary } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { libraryChanged } from './library-changes';

export interface FavouriteChange {
  dishId: number;
  favourite: boolean;
}

/** Hearts the dish (PUT) or takes the heart back (DELETE); both may be repeated. */
export function setFavourite({ dishId, favourite }: FavouriteChange): Promise<DishFavourite> {
  return api<DishFavourite>(`/dishes/${dishId}/favourite`, { method: favourite ? 'PUT' : 'DELETE' });
}

/** Every cached copy of the dish, its page and its card in any list (library, first page, cookbooks), shows `favourite`. */
function showFavourite(queryClient: QueryClient, dishId: number, favourite: boolean) {
  queryClient.setQueryData<DishDetail>(queryKeys.dishes.detail(dishId), (dish) => dish && { ...dish, favourite });
  queryClient.setQueriesData<DishSummary[]>({ queryKey: queryKeys.dishes.all }, (list) =>
    Array.isArray(list) && list.some((dish) => dish.id === dishId)
      ? list.map((dish) => (dish.id === dishId ? { ...dish, favourite } : dish))
      : list,
  );
}

/**
 * The heart changes at once everywhere the dish is shown; a failure puts it back as it was
 * (the caller says why). The library's copy in the browser, and other tabs, follow.
 */
export function favouriteMutationOptions(queryClient: QueryClient, send: (change: FavouriteChange) => Promise<DishFavourite>) {
  return {
    mutationFn: send,
    onMutate: ({ dishId, favourite }: FavouriteChange) => {
      // A read under way (the window regaining focus) must not undo the change on screen.
      void queryClient.cancelQueries({ queryKey: queryKeys.dishes.all }, { revert: false });
      showFavourite(queryClient, dishId, favourite);
      return { before: !favourite };
    },
    onError: (_error: unknown, { dishId }: FavouriteChange, context: { before: boolean } | undefined) => {
      if (context) showFavourite(queryClient, dishId, context.before);
    },
    onSuccess: (answer: DishFavourite, { dishId }: FavouriteChange) => {
      showFavourite(queryClient, dishId, answer.favourite);
      libraryChanged(queryClient);
    },
  };
}

export function useFavouriteDish() {
  const queryClient = useQueryClient();
  return useMutation(favouriteMutationOptions(queryClient, setFavourite));
}
