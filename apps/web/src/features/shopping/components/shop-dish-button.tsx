import { useState } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import { PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { openReadyTab } from '../../../lib/pending-tab';
import { useInstacartConfigured } from '../../../lib/services';
import { useCreateShoppingList } from '../api/create-shopping-list';
import { useI18n } from '../i18n';
import { InstacartLink } from './instacart-link';

/**
 * Dish detail, Ingredients: "Shop on Instacart" (docs/product.md#shop-on-instacart), on a server where Instacart
 * is set up; elsewhere there is no such button. The list's tab opens once the server has
 * answered with it: a failure shows the product's alert on this page, never a blank tab first.
 */
export function ShopDishButton({ dish }: { dish: Dish }) {
  const { i18n } = useI18n();
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
          window.alert(errorText(i18n, error, i18n._('shopping.instacart.failed')));
        },
      },
    );
  }

  return (
    <>
      <PendingButton variant="secondary" onClick={shop} pending={createList.isPending} pendingLabel={i18n._('shopping.instacart.creating')}>
        {i18n._('shopping.instacart.shopDish')}
      </PendingButton>
      {blockedUrl ? <InstacartLink url={blockedUrl} /> : null}
    </>
  );
}
