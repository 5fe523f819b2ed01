import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { getShoppingLists } from '../api/get-shopping-lists';
import { useI18n } from './i18n';

interface AddMealToListProps {
  userId: string;
  meal: { id: number; hearth_id: number | null; dish_id: number | null };
  name: string;
}

/** The list a meal's ingredients go to: its hearth's list, or the cook's own for a personal meal. */
export function listForMeal(lists: ShoppingListSummary[], hearthId: number | null): ShoppingListSummary | undefined {
  return lists.find((list) => list.hearth_id === hearthId);
}

/**
 * A meal row's "Add to list": the meal's dish goes to the list of the hearth it is planned in.
 * The code that adds loads on the first press: the timeline shows sooner without it.
 */
export function AddMealToList({ userId, meal, name }: AddMealToListProps) {
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'ready' | 'adding' | 'added'>('ready');
  if (meal.dish_id === null) return null;

  async function addMeal() {
    setState('adding');
    try {
      const [{ addItemsToList }, lists] = await Promise.all([import('../api/add-items'), getShoppingLists(userId)]);
      const list = listForMeal(lists, meal.hearth_id);
      if (!list) throw new Error('No shopping list for this meal');
      await addItemsToList(queryClient, userId, list.id, { meal_id: meal.id });
      setState('added');
    } catch (error) {
      setState('ready');
      window.alert(errorText(i18n, error, i18n._('shoppingLists.addMeal.addFailed')));
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={() => void addMeal()}
      disabled={state !== 'ready'}
      aria-label={
        state === 'added'
          ? i18n._('shoppingLists.addMeal.meal.onListLabel', { meal: name })
          : i18n._('shoppingLists.addMeal.meal.addLabel', { meal: name })
      }
    >
      {state === 'adding'
        ? i18n._('shoppingLists.addMeal.adding')
        : state === 'added'
          ? i18n._('shoppingLists.addMeal.meal.onList')
          : i18n._('shoppingLists.addMeal.addToShoppingList')}
    </Button>
  );
}
