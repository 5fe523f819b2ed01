import type { Dish } from '@hearth/shared/dishes';
import { PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { openPendingTab } from '../../../lib/pending-tab';
import { useCreateShoppingList } from '../api/create-shopping-list';

/** Dish detail, Ingredients: "Shop on Instacart" (docs/product.md#shop-on-instacart). */
export function ShopDishButton({ dish }: { dish: Dish }) {
  const createList = useCreateShoppingList();

  function shop() {
    const tab = openPendingTab();
    createList.mutate(
      { dish },
      {
        onSuccess: ({ products_link_url: url }) => tab.go(url),
        onError: async (error) => {
          // Alert once the tab has gone, so the alert shows on the page the cook is looking at.
          await tab.close();
          window.alert(errorMessage(error, 'Failed to create shopping list. Please try again.'));
        },
      },
    );
  }

  return (
    <PendingButton variant="secondary" onClick={shop} pending={createList.isPending} pendingLabel="Creating...">
      Shop on Instacart
    </PendingButton>
  );
}
