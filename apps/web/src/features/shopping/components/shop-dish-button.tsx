import { useState } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import { PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { openReadyTab } from '../../../lib/pending-tab';
import { useInstacartConfigured } from '../../../lib/services';
import { useCreateShoppingList } from '../api/create-shopping-list';
import { InstacartLink } from './instacart-link';

/**
 * Dish detail, Ingredients: "Shop on Instacart" (docs/product.md#shop-on-instacart), on a server where Instacart
 * is set up; elsewhere there is no such button. The list's tab opens once the server has
 * answered with it: a failure shows the product's alert on this page, never a blank tab first.
 */
export function ShopDishButton({ dish }: { dish: Dish }) {
  const configured = useInstacartConfigured();
  const createList = useCreateShoppingList();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  if (!configured) return null;

  function shop() {
    setBlockedUrl(null);
    createList.mutate(
      { dish },
      {
        onSuccess: ({ products_link_url: url }) => {
          if (!openReadyTab(url)) setBlockedUrl(url);
        },
        onError: (error) => {
          window.alert(errorMessage(error, 'Failed to create shopping list. Please try again.'));
        },
      },
    );
  }

  return (
    <>
      <PendingButton variant="secondary" onClick={shop} pending={createList.isPending} pendingLabel="Creating...">
        Shop on Instacart
      </PendingButton>
      {blockedUrl ? <InstacartLink url={blockedUrl} /> : null}
    </>
  );
}
