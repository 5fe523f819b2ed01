import { lazy, Suspense, useState } from 'react';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useI18n } from '../i18n';

const AddDishDialog = lazy(() => import('./add-dish-dialog').then((module) => ({ default: module.AddDishDialog })));

interface DishToAdd {
  id: number;
  dishName: string;
  servings: number | null;
  ingredients: ReadonlyArray<{ optional?: boolean }>;
}

export interface AddDishToListProps {
  userId: string;
  dish: DishToAdd;
  /** Whether the cook may add to a list (a hearth's viewers may not). */
  canChange: (list: ShoppingListSummary) => boolean;
}

/** Dish detail's Shop menu: "Add to shopping list" beside Instacart (docs/product.md#shopping-list). */
export function AddDishToList(props: AddDishToListProps) {
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {i18n._('shoppingLists.addToShoppingList')}
      </Button>
      {open ? (
        <Suspense fallback={<StatusMessage>{i18n._('shoppingLists.loading')}</StatusMessage>}>
          <AddDishDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
