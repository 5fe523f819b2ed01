import { type FormEvent, useState } from 'react';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import { AISLES, type Aisle, SHOPPING_LIST_LIMITS } from '@hearth/shared/shopping-list-rules';
import { SHOPPING_LIMITS } from '@hearth/shared/shopping-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { unitLabel } from '../../../lib/kitchen-words/amounts';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import type { ItemChanges } from '../offline/outbox';
import type { ShownItem } from '../offline/pending-view';
import { aisleName } from './aisle-names';
import styles from './shopping-list.module.css';

interface EditItemDialogProps {
  item: ShownItem;
  onSave: (changes: ItemChanges) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Edits an item's name, amount and aisle (a new aisle is remembered for that food), or removes it. */
export function EditItemDialog({ item, onSave, onRemove, onClose }: EditItemDialogProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity ? String(item.quantity) : '');
  const [unit, setUnit] = useState<Unit | ''>(item.unit);
  const [aisle, setAisle] = useState<Aisle>(item.aisle);
  const [error, setError] = useState<string | undefined>();

  function save(event: FormEvent) {
    event.preventDefault();
    const amount = quantity.trim() === '' ? 0 : Number(quantity);
    if (!name.trim()) return setError(i18n._('shoppingLists.edit.nameRequired'));
    if (!Number.isFinite(amount) || amount < 0 || amount > SHOPPING_LIMITS.quantity) {
      return setError(i18n._('shoppingLists.edit.quantityRange', { max: format.number(SHOPPING_LIMITS.quantity) }));
    }
    const changes: ItemChanges = {};
    if (name.trim() !== item.name) changes.name = name.trim();
    if (amount !== item.quantity) changes.quantity = amount;
    if (unit !== item.unit) changes.unit = unit;
    if (aisle !== item.aisle) changes.aisle = aisle;
    if (Object.keys(changes).length) onSave(changes);
    onClose();
  }

  return (
    <Dialog open title={i18n._('shoppingLists.edit.title')} onClose={onClose}>
      <form onSubmit={save} noValidate>
        <TextField
          label={i18n._('shoppingLists.edit.name')}
          value={name}
          maxLength={SHOPPING_LIST_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className={styles.amountFields}>
          <TextField
            label={i18n._('shoppingLists.edit.quantity')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <SelectField
            label={i18n._('shoppingLists.edit.unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value as Unit | '')}
          >
            <option value="">{i18n._('shoppingLists.edit.noUnit')}</option>
            {UNITS.map((value) => (
              <option key={value} value={value}>
                {unitLabel(i18n, value)}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField
          label={i18n._('shoppingLists.edit.aisle')}
          value={aisle}
          onChange={(event) => setAisle(event.target.value as Aisle)}
          hint={i18n._('shoppingLists.edit.aisleHint')}
        >
          {AISLES.map((value) => (
            <option key={value} value={value}>
              {aisleName(i18n, value)}
            </option>
          ))}
        </SelectField>
        <div className={styles.dialogFooter}>
          <Button
            variant="danger"
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            {i18n._('shoppingLists.edit.remove')}
          </Button>
          <DialogButtons onCancel={onClose}>
            <Button type="submit">{i18n._('shoppingLists.edit.save')}</Button>
          </DialogButtons>
        </div>
      </form>
    </Dialog>
  );
}
