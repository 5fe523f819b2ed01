import { type FormEvent, useState } from 'react';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import { AISLES, type Aisle, SHOPPING_LIST_LIMITS } from '@hearth/shared/shopping-list-rules';
import { SHOPPING_LIMITS } from '@hearth/shared/shopping-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import type { ItemChanges } from '../offline/outbox';
import type { ShownItem } from '../offline/pending-view';
import styles from './shopping-list.module.css';

interface EditItemDialogProps {
  item: ShownItem;
  onSave: (changes: ItemChanges) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Edits an item's name, amount and aisle (a new aisle is remembered for that food), or removes it. */
export function EditItemDialog({ item, onSave, onRemove, onClose }: EditItemDialogProps) {
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity ? String(item.quantity) : '');
  const [unit, setUnit] = useState<Unit | ''>(item.unit);
  const [aisle, setAisle] = useState<Aisle>(item.aisle);
  const [error, setError] = useState<string | undefined>();

  function save(event: FormEvent) {
    event.preventDefault();
    const amount = quantity.trim() === '' ? 0 : Number(quantity);
    if (!name.trim()) return setError('Item name is required');
    if (!Number.isFinite(amount) || amount < 0 || amount > SHOPPING_LIMITS.quantity) {
      return setError(`Quantity must be between 0 and ${SHOPPING_LIMITS.quantity.toLocaleString('en-US')}`);
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
    <Dialog open title="Edit item" onClose={onClose}>
      <form onSubmit={save} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={SHOPPING_LIST_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className={styles.amountFields}>
          <TextField
            label="Quantity"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <SelectField label="Unit" value={unit} onChange={(event) => setUnit(event.target.value as Unit | '')}>
            <option value="">No unit</option>
            <OptionList values={UNITS} />
          </SelectField>
        </div>
        <SelectField
          label="Aisle"
          value={aisle}
          onChange={(event) => setAisle(event.target.value as Aisle)}
          hint="Your lists remember the aisle you choose for this food."
        >
          <OptionList values={AISLES} />
        </SelectField>
        <div className={styles.dialogFooter}>
          <Button
            variant="danger"
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            Remove from list
          </Button>
          <DialogButtons onCancel={onClose}>
            <Button type="submit">Save</Button>
          </DialogButtons>
        </div>
      </form>
    </Dialog>
  );
}
