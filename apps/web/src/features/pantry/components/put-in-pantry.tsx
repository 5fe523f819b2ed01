import { useState } from 'react';
import type { Unit } from '@hearth/shared/dish-rules';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { useI18n } from '../i18n';
import { useAddPantryItem } from '../api/pantry';
import styles from './pantry.module.css';

interface PutInPantryProps {
  /** Whose pantry: the list's (the cook's own, null, or its hearth's). */
  hearthId: number | null;
  items: ReadonlyArray<{ name: string; quantity: number; unit: Unit | '' }>;
  disabled: boolean;
  /** The cook chose in Settings to have the server put each item away as it is checked off. */
  automatic: boolean;
}

/**
 * The shopping list's "Put in the pantry": what was checked off goes into the pantry of the
 * list's owner, with its amount where it has one.
 */
export function PutInPantry({ hearthId, items, disabled, automatic }: PutInPantryProps) {
  const { i18n } = useI18n();
  const add = useAddPantryItem();
  const [stored, setStored] = useState<string>('');
  // What was put away is remembered by its names: checking off another item offers the button again.
  const names = items.map((item) => item.name).join('\n');

  async function putAway() {
    try {
      for (const { name, quantity, unit } of items) {
        const counted = quantity > 0 && unit !== 'to taste' && unit !== 'as needed';
        await add.mutateAsync({ hearthId, name, ...(counted ? { amount: quantity, unit } : {}) });
      }
      setStored(names);
    } catch (error) {
      window.alert(errorText(i18n, error, i18n._('pantry.addFailed')));
    }
  }

  if (automatic) return <p className={styles.automaticNote}>{i18n._('pantry.putAwayAutomatically')}</p>;

  const done = stored !== '' && stored === names;
  return (
    <Button variant="secondary" onClick={() => void putAway()} disabled={disabled || done || add.isPending || items.length === 0}>
      {add.isPending ? i18n._('pantry.adding') : done ? i18n._('pantry.putAway') : i18n._('pantry.putInPantry')}
    </Button>
  );
}
