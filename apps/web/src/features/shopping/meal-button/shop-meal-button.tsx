import { useState } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import type { Meal } from '@hearth/shared/meals';
import { buttonClassName, PendingButton } from '../../../components/ui/button';
import { grocerySearchUrl, openPendingTab } from '../../../lib/pending-tab';
import { useConnectedServices } from '../../../lib/services';
import { useI18n } from './i18n';

interface ShopMealButtonProps {
  meal: Meal;
  /** Reads the meal's whole dish (its ingredients); supplied by the dishes feature. */
  loadDish: (id: number) => Promise<Dish>;
}

/**
 * A meal row's Shop button (docs/product.md#shop-on-instacart): the dish's ingredients become an Instacart list in
 * a new tab; if anything fails, the failure is logged and the tab shows a grocery search
 * instead (so the tab, opened at the press, always has something to show). On a server
 * without Instacart it is what it would fall back to: a link to the grocery search, named so.
 */
export function ShopMealButton({ meal, loadDish }: ShopMealButtonProps) {
  const { i18n } = useI18n();
  const services = useConnectedServices();
  const [working, setWorking] = useState(false);
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  if (!name || !services.data) return null;

  if (!services.data.instacart.configured) {
    return (
      <a
        className={buttonClassName({ variant: 'secondary' })}
        href={grocerySearchUrl(name)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={i18n._('shopping.mealButton.meal.grocerySearchLabel', { dish: name })}
      >
        {i18n._('shopping.mealButton.meal.grocerySearch')}
      </a>
    );
  }

  async function shop() {
    const tab = openPendingTab();
    if (meal.dish_id === null) {
      tab.go(grocerySearchUrl(name!));
      return;
    }
    setWorking(true);
    try {
      // Loaded on the first press: the timeline shows sooner without it.
      const [dish, { createShoppingList }] = await Promise.all([loadDish(meal.dish_id), import('../api/create-shopping-list')]);
      const { products_link_url: url } = await createShoppingList({ dish });
      tab.go(url);
    } catch (error) {
      console.error('Failed to create a shopping list for the meal; opening a grocery search instead.', error);
      tab.go(grocerySearchUrl(name!));
    } finally {
      setWorking(false);
    }
  }

  return (
    <PendingButton
      variant="secondary"
      onClick={shop}
      pending={working}
      pendingLabel={i18n._('shopping.mealButton.instacart.creating')}
      aria-label={i18n._('shopping.mealButton.meal.shopLabel', { dish: name })}
      title={i18n._('shopping.mealButton.meal.shopHint')}
    >
      {i18n._('shopping.mealButton.meal.shop')}
    </PendingButton>
  );
}
