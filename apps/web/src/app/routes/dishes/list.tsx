import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDishes, useFirstDishes } from '../../../features/dishes/api/get-dishes';
import { useLibraryChangesFromOtherTabs } from '../../../features/dishes/api/library-changes';
import { DishList, DishListHeader } from '../../../features/dishes/components/dish-list';
import { useSession } from '../../../lib/auth/get-session';

export function Component() {
  const userId = useSession().data?.id ?? '';
  const dishes = useDishes(userId);
  // A screenful of cards while a library the browser has no copy of arrives.
  const firstPage = useFirstDishes({ enabled: dishes.isPending });
  useLibraryChangesFromOtherTabs();

  return (
    <section>
      <DishListHeader />
      {dishes.data ? (
        <DishList dishes={dishes.data} />
      ) : dishes.isError ? (
        <Alert>Failed to load dishes. Please try again later.</Alert>
      ) : firstPage.data ? (
        <DishList dishes={firstPage.data} partial />
      ) : (
        <StatusMessage>Loading dishes...</StatusMessage>
      )}
    </section>
  );
}
