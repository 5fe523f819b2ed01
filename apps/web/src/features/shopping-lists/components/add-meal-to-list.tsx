import { useState } from 'react';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAddItems } from '../api/add-items';
import { getShoppingLists } from '../api/get-shopping-lists';

interface AddMealToListProps {
  userId: string;
  meal: { id: number; hearth_id: number | null; dish_id: number | null };
  name: string;
}

/** The list a meal's ingredients go to: its hearth's list, or the cook's own for a personal meal. */
export function listForMeal(lists: ShoppingListSummary[], hearthId: number | null): ShoppingListSummary | undefined {
  return lists.find((list) => list.hearth_id === hearthId);
}

/** A meal row's "Add to list": the meal's dish goes to the list of the hearth it is planned in. */
export function AddMealToList({ userId, meal, name }: AddMealToListProps) {
  const add = useAddItems();
  const [added, setAdded] = useState(false);
  if (meal.dish_id === null) return null;

  async function addMeal() {
    try {
      const list = listForMeal(await getShoppingLists(userId), meal.hearth_id);
      if (!list) throw new Error('No shopping list for this meal');
      await add.mutateAsync({ listId: list.id, body: { meal_id: meal.id } });
      setAdded(true);
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to add to the shopping list. Please try again.'));
    }
  }

  return (
    <Button variant="secondary" onClick={() => void addMeal()} disabled={add.isPending || added} aria-label={added ? `${name} is on the shopping list` : `Add ${name} to the shopping list`}>
      {add.isPending ? 'Adding...' : added ? 'On the list' : 'Add to list'}
    </Button>
  );
}
