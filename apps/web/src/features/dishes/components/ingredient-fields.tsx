import type { Ingredient } from '@hearth/shared/dishes';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import { controlClassName } from '../../../components/ui/field';
import { useI18n } from '../i18n';
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

/** What to fix in an entry, as the id of its message. */
type EntryProblem = 'dishes.form.ingredientNameNeeded' | 'dishes.form.quantityNeeded';

/** Each unit's name in the unit list, in the shown language; the value stays the product's. */
const UNIT_NAMES: Readonly<Record<Unit, string>> = {
  tsp: /*i18n*/ 'dishes.unit.tsp',
  tbsp: /*i18n*/ 'dishes.unit.tbsp',
  'fl oz': /*i18n*/ 'dishes.unit.flOz',
  cup: /*i18n*/ 'dishes.unit.cup',
  pint: /*i18n*/ 'dishes.unit.pint',
  quart: /*i18n*/ 'dishes.unit.quart',
  gallon: /*i18n*/ 'dishes.unit.gallon',
  ml: /*i18n*/ 'dishes.unit.ml',
  l: /*i18n*/ 'dishes.unit.l',
  oz: /*i18n*/ 'dishes.unit.oz',
  lb: /*i18n*/ 'dishes.unit.lb',
  g: /*i18n*/ 'dishes.unit.g',
  kg: /*i18n*/ 'dishes.unit.kg',
  piece: /*i18n*/ 'dishes.unit.piece',
  slice: /*i18n*/ 'dishes.unit.slice',
  clove: /*i18n*/ 'dishes.unit.clove',
  pinch: /*i18n*/ 'dishes.unit.pinch',
  dash: /*i18n*/ 'dishes.unit.dash',
  'to taste': /*i18n*/ 'dishes.unit.toTaste',
  'as needed': /*i18n*/ 'dishes.unit.asNeeded',
};

/**
 * docs/product.md#validation-rules: a name that is not blank and a quantity above 0; "to taste" and "as needed"
 * need no quantity. Answers the ingredient, or what to fix.
 */
export function checkEntry(entry: IngredientEntry): { ingredient: Ingredient } | { error: EntryProblem } {
  const item = entry.item.trim();
  const quantity = quantityOf(entry.quantity);
  if (!item) return { error: /*i18n*/ 'dishes.form.ingredientNameNeeded' };
  if (quantity <= 0 && !NO_AMOUNT_UNITS.has(entry.unit)) return { error: /*i18n*/ 'dishes.form.quantityNeeded' };
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
  const { i18n } = useI18n();
  const onKeyDown = enterRuns(onEnter);
  // Where a row is edited beside the entry row, each box says whose it is.
  const named = (field: string) => (of ? { 'aria-label': i18n._('dishes.form.fieldOf', { field, item: of }) } : {});
  const itemName = i18n._('dishes.form.ingredientName');
  const quantity = i18n._('dishes.form.quantity');
  const note = i18n._('dishes.form.note');
  const optional = i18n._('dishes.form.optional');
  return (
    <>
      <label className={styles.grow}>
        {itemName}
        <input
          {...named(itemName)}
          className={controlClassName}
          value={entry.item}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ ...entry, item: event.target.value })}
        />
      </label>
      <label className={styles.narrow}>
        {quantity}
        <input
          {...named(quantity)}
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
      <label className={styles.unit}>
        {i18n._('dishes.form.unit')}
        <select
          className={controlClassName}
          value={entry.unit}
          onChange={(event) => onChange({ ...entry, unit: event.target.value as Unit | '' })}
        >
          <option value="">{i18n._('dishes.form.noUnit')}</option>
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {i18n._(UNIT_NAMES[unit])}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.grow}>
        {note}
        <input
          {...named(note)}
          className={controlClassName}
          value={entry.note}
          placeholder={i18n._('dishes.form.notePlaceholder')}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange({ ...entry, note: event.target.value })}
        />
      </label>
      <label className={styles.check}>
        <input
          {...named(optional)}
          type="checkbox"
          checked={entry.optional}
          onChange={(event) => onChange({ ...entry, optional: event.target.checked })}
        />
        {optional}
      </label>
    </>
  );
}
