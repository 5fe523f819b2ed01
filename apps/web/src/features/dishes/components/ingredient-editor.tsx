import { useState } from 'react';
import type { Ingredient } from '@hearth/shared/dishes';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import { formatAmount } from '@hearth/shared/amounts';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { GroupError, RemoveButton } from './dish-form-parts';
import { enterRuns } from './enter-runs';
import { ingredientRuns } from './ingredient-groups';
import styles from './dish-form.module.css';

interface Entry {
  item: string;
  /** Kept as typed, so "0." survives while the cook is still typing "0.5". */
  quantity: string;
  unit: Unit | '';
  optional: boolean;
  /** Preparation or a comment ("finely chopped"); optional. */
  note: string;
}

const EMPTY_ENTRY: Entry = { item: '', quantity: '0', unit: '', optional: false, note: '' };

/** docs/product.md#validation-rules: an emptied quantity counts as 0. */
function quantityOf(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

interface IngredientEditorProps {
  ingredients: Ingredient[];
  onChange: (ingredients: Ingredient[]) => void;
  error?: string | undefined;
}

/** docs/product.md#validation-rules: added only with a non-blank name and a quantity above 0; the row then resets. */
export function IngredientEditor({ ingredients, onChange, error }: IngredientEditorProps) {
  const [entry, setEntry] = useState<Entry>(EMPTY_ENTRY);

  function add() {
    const item = entry.item.trim();
    const quantity = quantityOf(entry.quantity);
    if (!item || quantity <= 0) return;
    const note = entry.note.trim();
    onChange([...ingredients, { item, quantity, unit: entry.unit, optional: entry.optional, ...(note ? { note } : {}) }]);
    setEntry(EMPTY_ENTRY);
  }

  const addOnEnter = enterRuns(add);

  return (
    <fieldset className={styles.group}>
      <legend>Ingredients</legend>
      <div className={styles.entry}>
        <label className={styles.grow}>
          Ingredient Name
          <input
            className={controlClassName}
            value={entry.item}
            onKeyDown={addOnEnter}
            onChange={(event) => setEntry({ ...entry, item: event.target.value })}
          />
        </label>
        <label className={styles.narrow}>
          Quantity
          <input
            className={controlClassName}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={entry.quantity}
            onKeyDown={addOnEnter}
            onChange={(event) => setEntry({ ...entry, quantity: event.target.value })}
          />
        </label>
        <label className={styles.narrow}>
          Unit
          <select
            className={controlClassName}
            value={entry.unit}
            onChange={(event) => setEntry({ ...entry, unit: event.target.value as Unit | '' })}
          >
            <option value="">No unit</option>
            <OptionList values={UNITS} />
          </select>
        </label>
        <label className={styles.grow}>
          Note
          <input
            className={controlClassName}
            value={entry.note}
            placeholder="e.g. finely chopped"
            onKeyDown={addOnEnter}
            onChange={(event) => setEntry({ ...entry, note: event.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={entry.optional} onChange={(event) => setEntry({ ...entry, optional: event.target.checked })} />
          Optional
        </label>
        <Button variant="secondary" onClick={add}>
          Add Ingredient
        </Button>
      </div>
      <GroupError error={error} />
      {ingredientRuns(ingredients).map(({ group, items }, run) => (
        <div key={`${group}-${run}`}>
          {group ? <p className={styles.groupName}>{group}</p> : null}
          <ul className={styles.items} aria-label={group || undefined}>
            {items.map(({ ingredient, index }) => (
              <li key={`${ingredient.item}-${index}`}>
                <span>
                  {formatAmount(ingredient.quantity, ingredient.unit)} {ingredient.item}
                  {ingredient.note ? <span className={styles.note}>, {ingredient.note}</span> : null}
                  {ingredient.optional ? ' (optional)' : ''}
                </span>
                <RemoveButton name={ingredient.item} onRemove={() => onChange(ingredients.filter((_, other) => other !== index))} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
