import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { SERVINGS_RANGE } from '@hearth/shared/scaling';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { useAddItems } from '../api/add-items';
import { useShoppingLists } from '../api/get-shopping-lists';
import type { AddDishToListProps } from './add-dish-to-list';
import styles from './shopping-list.module.css';

/** /shopping?list=ID, the way to a list after adding to it. */
export function listPath(list: ShoppingListSummary): string {
  return list.hearth_id === null ? '/shopping' : `/shopping?list=${list.id}`;
}

function AddDishForm({ userId, dish, canChange, onClose }: AddDishToListProps & { onClose: () => void }) {
  const { i18n } = useI18n();
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

  if (lists.isPending) return <StatusMessage>{i18n._('shoppingLists.addDish.loading')}</StatusMessage>;
  if (lists.isError) return <Alert>{errorText(i18n, lists.error, i18n._('shoppingLists.loadListsFailed'))}</Alert>;
  if (add.isSuccess && chosen) {
    return (
      <div>
        <p className={styles.added} role="status">
          <RichText
            text={i18n._('shoppingLists.addDish.added', { dish: dish.dishName, list: chosen.name })}
            parts={[<span translate="no" />, <span translate="no" />]}
          />
        </p>
        <div className={styles.dialogButtons}>
          <Link to={listPath(chosen)}>{i18n._('shoppingLists.openList')}</Link>
          <Button onClick={onClose}>{i18n._('shoppingLists.addDish.done')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit}>
      <SelectField
        label={i18n._('shoppingLists.addDish.addTo')}
        value={chosen?.id ?? ''}
        onChange={(event) => setListId(Number(event.target.value))}
      >
        {choices.map((list) => (
          <option key={list.id} value={list.id} translate="no">
            {list.name}
          </option>
        ))}
      </SelectField>
      {dish.servings ? (
        <TextField
          label={i18n._('shoppingLists.addDish.servings')}
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
          <label htmlFor={optionalId}>{i18n._('shoppingLists.addDish.includeOptional')}</label>
        </div>
      ) : null}
      <div className={styles.option}>
        <input id={staplesId} type="checkbox" checked={includeStaples} onChange={(event) => setIncludeStaples(event.target.checked)} />
        <label htmlFor={staplesId}>{i18n._('shoppingLists.addDish.includeStaples')}</label>
      </div>
      {add.isError ? <Alert>{errorText(i18n, add.error, i18n._('shoppingLists.addFailed'))}</Alert> : null}
      <DialogButtons onCancel={onClose}>
        <Button type="submit" disabled={!chosen || add.isPending}>
          {add.isPending ? i18n._('shoppingLists.adding') : i18n._('shoppingLists.addDish.submit')}
        </Button>
      </DialogButtons>
    </form>
  );
}

/** The dialog behind "Add to shopping list", loaded when first opened: the dish page shows sooner without it. */
export function AddDishDialog({ onClose, ...props }: AddDishToListProps & { onClose: () => void }) {
  const { i18n } = useI18n();
  return (
    <Dialog open title={i18n._('shoppingLists.addDish.title', { dish: props.dish.dishName })} onClose={onClose}>
      <AddDishForm {...props} onClose={onClose} />
    </Dialog>
  );
}
