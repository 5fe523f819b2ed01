import { type FormEvent, useState } from 'react';
import { UNITS, type Unit } from '@hearth/shared/dish-rules';
import type { PantryItem, PantryItemUpdate } from '@hearth/shared/pantry';
import { PANTRY_LIMITS, PANTRY_PLACES, type PantryPlace } from '@hearth/shared/pantry-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { unitLabel } from '../../../lib/kitchen-words/amounts';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import { PLACE_NAMES } from './pantry-scopes';
import styles from './pantry.module.css';

interface EditPantryItemDialogProps {
  item: PantryItem;
  onSave: (changes: PantryItemUpdate) => void;
  onClose: () => void;
}

/** Edits an item's name, amount, use-by date and place, and whether the kitchen always has it. */
export function EditPantryItemDialog({ item, onSave, onClose }: EditPantryItemDialogProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const [name, setName] = useState(item.name);
  const [amount, setAmount] = useState(item.amount === null ? '' : String(item.amount));
  const [unit, setUnit] = useState<Unit | ''>(item.unit);
  const [useBy, setUseBy] = useState(item.use_by ?? '');
  const [place, setPlace] = useState<PantryPlace | ''>(item.place ?? '');
  const [always, setAlways] = useState(item.always);
  const [error, setError] = useState<string | undefined>();

  function save(event: FormEvent) {
    event.preventDefault();
    const counted = amount.trim() === '' ? null : Number(amount);
    if (!name.trim()) return setError(i18n._('pantry.nameRequired'));
    if (counted !== null && (!Number.isFinite(counted) || counted < 0 || counted > PANTRY_LIMITS.amount)) {
      return setError(i18n._('pantry.amountRange', { max: format.number(PANTRY_LIMITS.amount) }));
    }
    onSave({ name: name.trim(), amount: counted, unit, use_by: useBy || null, place: place || null, always });
    onClose();
  }

  return (
    <Dialog open title={i18n._('pantry.editTitle')} onClose={onClose}>
      <form onSubmit={save} noValidate>
        <TextField
          label={i18n._('pantry.name')}
          value={name}
          maxLength={PANTRY_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className={styles.amountFields}>
          <TextField
            label={i18n._('pantry.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <SelectField label={i18n._('pantry.unit')} value={unit} onChange={(event) => setUnit(event.target.value as Unit | '')}>
            <option value="">{i18n._('pantry.noUnit')}</option>
            {UNITS.filter((value) => value !== 'to taste' && value !== 'as needed').map((value) => (
              <option key={value} value={value}>
                {unitLabel(i18n, value)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={i18n._('pantry.useByLabel')} type="date" value={useBy} onChange={(event) => setUseBy(event.target.value)} />
        <SelectField
          label={i18n._('pantry.placeLabel')}
          value={place}
          onChange={(event) => setPlace(event.target.value as PantryPlace | '')}
        >
          <option value="">{i18n._('pantry.place.none')}</option>
          {PANTRY_PLACES.map((value) => (
            <option key={value} value={value}>
              {i18n._(PLACE_NAMES[value])}
            </option>
          ))}
        </SelectField>
        <label className={styles.checkRow}>
          <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} />
          {i18n._('pantry.alwaysLabel')}
        </label>
        <DialogButtons onCancel={onClose}>
          <Button type="submit">{i18n._('pantry.save')}</Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
