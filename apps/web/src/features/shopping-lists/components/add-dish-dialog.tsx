import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { SERVINGS_RANGE } from '@hearth/shared/scaling';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorMessage } from '../../../lib/api-client';
import { useAddItems } from '../api/add-items';
import { useShoppingLists } from '../api/get-shopping-lists';
import type { AddDishToListProps } from './add-dish-to-list';
import styles from './shopping-list.module.css';

/** /shopping?list=ID, the way to a list after adding to it. */
export function listPath(list: ShoppingListSummary): string {
  return list.hearth_id === null ? '/shopping' : `/shopping?list=${list.id}`;
}

function AddDishForm({ userId, dish, canChange, onClose }: AddDishToListProps & { onClose: () => void }) {
  const lists = useShoppingLists(userId);
  const add = useAddItems();
  const choices = (lists.data ?? []).filter(canChange);
  const [listId, setListId] = useState<number | undefined>();
  const [servings, setServings] = useState(dish.servings ? String(dish.servings) : '');
  const [includeOptional, setIncludeOptional] = useState(false);
  const [includeStaples, setIncludeStaples] = useState(false);
  const optionalId = useId();
  const staplesId = useId();
  const chosen = choices.find((list) => list.id === listId) ?? choices[0];
  const hasOptional = dish.ingredients.some((ingredient) => ingredient.optional);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const wanted = Number(servings);
    add.mutate({
      listId: chosen.id,
      body: {
        dish_id: dish.id,
        ...(dish.servings && Number.isInteger(wanted) && wanted >= SERVINGS_RANGE.min && wanted <= SERVINGS_RANGE.max
          ? { servings: wanted }
          : {}),
        includeOptional,
        includeStaples,
      },
    });
  }

  if (lists.isPending) return <StatusMessage>Loading your lists...</StatusMessage>;
  if (lists.isError) return <Alert>{errorMessage(lists.error, 'Failed to load your shopping lists. Please try again.')}</Alert>;
  if (add.isSuccess && chosen) {
    return (
      <div>
        <p className={styles.added} role="status">
          Added {dish.dishName} to {chosen.name}.
        </p>
        <div className={styles.dialogButtons}>
          <Link to={listPath(chosen)}>Open the list</Link>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit}>
      <SelectField label="Add to" value={chosen?.id ?? ''} onChange={(event) => setListId(Number(event.target.value))}>
        {choices.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </SelectField>
      {dish.servings ? (
        <TextField
          label="Servings"
          type="number"
          inputMode="numeric"
          min={SERVINGS_RANGE.min}
          max={SERVINGS_RANGE.max}
          value={servings}
          onChange={(event) => setServings(event.target.value)}
        />
      ) : null}
      {hasOptional ? (
        <div className={styles.option}>
          <input id={optionalId} type="checkbox" checked={includeOptional} onChange={(event) => setIncludeOptional(event.target.checked)} />
          <label htmlFor={optionalId}>Include optional ingredients</label>
        </div>
      ) : null}
      <div className={styles.option}>
        <input id={staplesId} type="checkbox" checked={includeStaples} onChange={(event) => setIncludeStaples(event.target.checked)} />
        <label htmlFor={staplesId}>Include pantry staples (salt, oil...)</label>
      </div>
      {add.isError ? <Alert>{errorMessage(add.error, 'Failed to add to the shopping list. Please try again.')}</Alert> : null}
      <DialogButtons onCancel={onClose}>
        <Button type="submit" disabled={!chosen || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to list'}
        </Button>
      </DialogButtons>
    </form>
  );
}

/** The dialog behind "Add to shopping list", loaded when first opened: the dish page shows sooner without it. */
export function AddDishDialog({ onClose, ...props }: AddDishToListProps & { onClose: () => void }) {
  return (
    <Dialog open title={`Add ${props.dish.dishName} to a list`} onClose={onClose}>
      <AddDishForm {...props} onClose={onClose} />
    </Dialog>
  );
}
