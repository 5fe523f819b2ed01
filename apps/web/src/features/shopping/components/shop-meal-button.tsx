import { useState } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import type { Meal } from '@hearth/shared/meals';
import { PendingButton } from '../../../components/ui/button';
import { grocerySearchUrl, openPendingTab } from '../../../lib/pending-tab';

interface ShopMealButtonProps {
  meal: Meal;
  /** Reads the meal's whole dish (its ingredients); supplied by the dishes feature. */
  loadDish: (id: number) => Promise<Dish>;
}

/**
 * A meal row's Shop button (docs/product.md#shop-on-instacart): the dish's ingredients become an Instacart list in
 * a new tab; if anything fails, the failure is logged and the tab shows a grocery search instead.
 */
export function ShopMealButton({ meal, loadDish }: ShopMealButtonProps) {
  const [working, setWorking] = useState(false);
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  if (!name) return null;

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
    <PendingButton variant="secondary" onClick={shop} pending={working} pendingLabel="Creating..." aria-label={`Shop for ${name}`}>
      Shop
    </PendingButton>
  );
}
