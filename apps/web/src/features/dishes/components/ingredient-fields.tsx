import type { Ingredient } from '@hearth/shared/dishes';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { dishMessages as messages } from '../messages';
import { enterRuns } from './enter-runs';
import styles from './dish-form.module.css';

/** An ingredient as typed: the quantity kept as text, so "0." survives while "0.5" is typed. */
export interface IngredientEntry {
  item: string;
  quantity: string;
  unit: Unit | '';
  optional: boolean;
  /** Preparation or a comment ("finely chopped"); optional. */
  note: string;
  /** The heading it sits under, kept as it was (edited rows only). */
  group?: string | undefined;
}

export const EMPTY_ENTRY: IngredientEntry = { item: '', quantity: '0', unit: '', optional: false, note: '' };

/** Units that say how much without a number: "salt, to taste" needs no quantity. */
const NO_AMOUNT_UNITS: ReadonlySet<string> = new Set<Unit>(['to taste', 'as needed']);

export function entryOf(ingredient: Ingredient): IngredientEntry {
  return {
    item: ingredient.item,
    quantity: String(ingredient.quantity),
    unit: ingredient.unit as Unit | '',
    optional: ingredient.optional,
    note: ingredient.note ?? '',
    group: ingredient.group,
  };
}

/** docs/product.md: an emptied quantity counts as 0. */
function quantityOf(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/**
 * docs/product.md#validation-rules: a name that is not blank and a quantity above 0; "to taste" and "as needed"
 * need no quantity. Answers the ingredient, or what to fix.
 */
export function checkEntry(entry: IngredientEntry): { ingredient: Ingredient } | { error: string } {
  const item = entry.item.trim();
  const quantity = quantityOf(entry.quantity);
  if (!item) return { error: messages.ingredientNameNeeded };
  if (quantity <= 0 && !NO_AMOUNT_UNITS.has(entry.unit)) return { error: messages.quantityNeeded };
  const note = entry.note.trim();
  return {
    ingredient: {
      item,
      quantity: Math.max(0, quantity),
      unit: entry.unit,
      optional: entry.optional,
      ...(note ? { note } : {}),
      ...(entry.group ? { group: entry.group } : {}),
    },
  };
}

interface IngredientFieldsProps {
  entry: IngredientEntry;
  onChange: (entry: IngredientEntry) => void;
  /** Enter in a box: add the entry, or finish editing a row. */
  onEnter: () => void;
  /** Labels say which row they belong to when several are open ("Quantity of flour"). */
  of?: string;
}

/** Name, quantity (step 0.1), unit, note and optional: the entry row, and a row being edited. */
export function IngredientFields({ entry, onChange, onEnter, of }: IngredientFieldsProps) {
  const onKeyDown = enterRuns(onEnter);
  // Where a row is edited beside the entry row, each box says whose it is.
  const named = (text: string) => (of ? { 'aria-label': `${text} of ${of}` } : {});
  return (
    <>
      <label className={styles.grow}>
        Ingredient Name
        <input
          {...named('Ingredient Name')}
          className={controlClassName}
          value={entry.item}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ ...entry, item: event.target.value })}
        />
      </label>
      <label className={styles.narrow}>
        Quantity
        <input
          {...named('Quantity')}
          className={controlClassName}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={entry.quantity}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ ...entry, quantity: event.target.value })}
        />
      </label>
      <label className={styles.narrow}>
        Unit
        <select
          className={controlClassName}
          value={entry.unit}
          onChange={(event) => onChange({ ...entry, unit: event.target.value as Unit | '' })}
        >
          <option value="">No unit</option>
          <OptionList values={UNITS} />
        </select>
      </label>
      <label className={styles.grow}>
        Note
        <input
          {...named('Note')}
          className={controlClassName}
          value={entry.note}
          placeholder="e.g. finely chopped"
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ ...entry, note: event.target.value })}
        />
      </label>
      <label className={styles.check}>
        <input
          {...named('Optional')}
          type="checkbox"
          checked={entry.optional}
          onChange={(event) => onChange({ ...entry, optional: event.target.checked })}
        />
        Optional
      </label>
    </>
  );
}
