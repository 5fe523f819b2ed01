import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Unit } from '@hearth/shared/dish-rules';
import { displayText } from '@hearth/shared/shopping-lines';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { getShoppingLists } from '../api/get-shopping-lists';
import { useI18n } from '../i18n';
import { listForMeal } from '../add-meal/add-meal-to-list';

interface AddLinesToListProps {
  userId: string;
  /** Whose list: the cook's own (null) or a hearth's. */
  hearthId: number | null;
  lines: Array<{ item: string; quantity: number; unit: Unit | '' }>;
  /** What the lines are for ("Hummus"), for the button's name. */
  forName: string;
}

/**
 * "Add what is missing": ingredient lines go on the cook's list or their hearth's, each as a
 * written line the list merges by food (so an item already on it is added to, not repeated).
 */
export function AddLinesToList({ userId, hearthId, lines, forName }: AddLinesToListProps) {
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'ready' | 'adding' | 'added'>('ready');

  async function addLines() {
    setState('adding');
    try {
      const [{ addItemsToList }, lists] = await Promise.all([import('../api/add-items'), getShoppingLists(userId)]);
      const list = listForMeal(lists, hearthId);
      if (!list) throw new Error('No shopping list for this pantry');
      for (const line of lines) await addItemsToList(queryClient, userId, list.id, { text: displayText(line) });
      setState('added');
    } catch (error) {
      setState('ready');
      window.alert(errorText(i18n, error, i18n._('shoppingLists.addFailed')));
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={() => void addLines()}
      disabled={state !== 'ready'}
      aria-label={
        state === 'added'
          ? i18n._('shoppingLists.missing.onListLabel', { dish: forName })
          : i18n._('shoppingLists.missing.addLabel', { dish: forName })
      }
    >
      {state === 'adding'
        ? i18n._('shoppingLists.adding')
        : state === 'added'
          ? i18n._('shoppingLists.meal.onList')
          : i18n._('shoppingLists.missing.add')}
    </Button>
  );
}
