import { useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import type { Ingredient } from '@hearth/shared/dishes';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import { GroupError, RemoveButton } from './dish-form-parts';
import { checkEntry, EMPTY_ENTRY, entryOf, IngredientFields, type IngredientEntry } from './ingredient-fields';
import { SortableRows, useRowKeys } from './sortable-rows';
import styles from './dish-form.module.css';

interface IngredientEditorProps {
  ingredients: Ingredient[];
  onChange: (ingredients: Ingredient[]) => void;
  error?: string | undefined;
}

function IngredientText({ ingredient }: { ingredient: Ingredient }) {
  const { i18n } = useI18n();
  const format = useFormat();
  return (
    <span className={styles.ingredientText}>
      {format.amount(ingredient.quantity, ingredient.unit)} <span translate="no">{ingredient.item}</span>
      {ingredient.note ? (
        <span className={styles.note}>
          , <span translate="no">{ingredient.note}</span>
        </span>
      ) : null}
      {ingredient.optional ? ` ${i18n._('dishes.detail.optional')}` : ''}
    </span>
  );
}

/** A listed ingredient opened for editing in its place: the same fields as the entry row, and Done. */
function EditingRow({
  ingredient,
  onDone,
  onCancel,
}: {
  ingredient: Ingredient;
  onDone: (next: Ingredient) => void;
  onCancel: () => void;
}) {
  const { i18n } = useI18n();
  const [entry, setEntry] = useState<IngredientEntry>(() => entryOf(ingredient));
  const [error, setError] = useState<string | null>(null);
  function done() {
    const checked = checkEntry(entry);
    if ('error' in checked) setError(i18n._(checked.error));
    else onDone(checked.ingredient);
  }
  return (
    <div
      className={styles.editing}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <div className={styles.entry}>
        <IngredientFields entry={entry} onChange={setEntry} onEnter={done} of={ingredient.item} />
        <Button variant="secondary" onClick={done}>
          {i18n._('dishes.form.doneEditing')}
        </Button>
      </div>
      <GroupError error={error ?? undefined} />
    </div>
  );
}

/**
 * The dish form's ingredients (docs/product.md#dish-form): the entry row adds one when its name is not
 * blank and its quantity is above 0 ("to taste" and "as needed" need none), then resets; a
 * refused entry says why. Listed ingredients are edited in place, removed with their x, and
 * reordered by dragging their handle or from the keyboard.
 */
export function IngredientEditor({ ingredients, onChange, error }: IngredientEditorProps) {
  const { i18n } = useI18n();
  const [entry, setEntry] = useState<IngredientEntry>(EMPTY_ENTRY);
  const [entryError, setEntryError] = useState<string | null>(null);
  const rows = useRowKeys(ingredients.length);
  const [editingKey, setEditingKey] = useState<string | null>(null);

  function add() {
    const checked = checkEntry(entry);
    if ('error' in checked) {
      setEntryError(i18n._(checked.error));
      return;
    }
    setEntryError(null);
    onChange([...ingredients, checked.ingredient]);
    setEntry(EMPTY_ENTRY);
  }

  function remove(index: number) {
    rows.remove(index);
    onChange(ingredients.filter((_, other) => other !== index));
  }

  return (
    <fieldset className={styles.group}>
      <legend>{i18n._('dishes.detail.ingredients')}</legend>
      <div className={styles.entry}>
        <IngredientFields
          entry={entry}
          onChange={(next) => {
            setEntry(next);
            setEntryError(null);
          }}
          onEnter={add}
        />
        <Button variant="secondary" onClick={add}>
          {i18n._('dishes.form.addIngredient')}
        </Button>
      </div>
      <GroupError error={entryError ?? error} />
      {ingredients.length > 0 ? (
        <SortableRows
          keys={rows.keys}
          nameOf={(index) => ingredients[index]?.item ?? ''}
          onMove={(from, to) => {
            rows.move(from, to);
            onChange(arrayMove(ingredients, from, to));
          }}
        >
          {(index, handle) => {
            const ingredient = ingredients[index]!;
            const key = rows.keys[index]!;
            const group = ingredient.group ?? '';
            const startsGroup = group !== '' && group !== (ingredients[index - 1]?.group ?? '');
            return (
              <>
                {handle}
                <div className={styles.ingredientBody}>
                  {startsGroup ? (
                    <p className={styles.groupName} translate="no">
                      {group}
                    </p>
                  ) : null}
                  {editingKey === key ? (
                    <EditingRow
                      ingredient={ingredient}
                      onCancel={() => setEditingKey(null)}
                      onDone={(next) => {
                        onChange(ingredients.map((other, at) => (at === index ? next : other)));
                        setEditingKey(null);
                      }}
                    />
                  ) : (
                    <div className={styles.ingredientLine}>
                      <IngredientText ingredient={ingredient} />
                      <Button
                        variant="ghost"
                        onClick={() => setEditingKey(key)}
                        aria-label={i18n._('dishes.form.editIngredient', { item: ingredient.item })}
                      >
                        {i18n._('dishes.detail.edit')}
                      </Button>
                    </div>
                  )}
                </div>
                <RemoveButton name={ingredient.item} onRemove={() => remove(index)} />
              </>
            );
          }}
        </SortableRows>
      ) : null}
    </fieldset>
  );
}
