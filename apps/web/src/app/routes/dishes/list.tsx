import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDishes } from '../../../features/dishes/api/get-dishes';
import { DishList, DishListHeader } from '../../../features/dishes/components/dish-list';

export function Component() {
  const dishes = useDishes();

  return (
    <section>
      <DishListHeader />
      {dishes.isPending ? (
        <StatusMessage>Loading dishes...</StatusMessage>
      ) : dishes.isError ? (
        <Alert>Failed to load dishes. Please try again later.</Alert>
      ) : (
        <DishList dishes={dishes.data} />
      )}
    </section>
  );
}
