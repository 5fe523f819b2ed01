import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { GroupError, RemoveButton } from './dish-form-parts';
import { enterRuns } from './enter-runs';
import styles from './dish-form.module.css';

interface StringListInputProps {
  label: string;
  addLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  error?: string | undefined;
}

/**
 * Tags and utensils (docs/product.md#validation-rules): added with the button or Enter, only when non-blank
 * after trimming and not already listed; the box clears; each item has its own remove button.
 */
export function StringListInput({ label, addLabel, items, onChange, placeholder, error }: StringListInputProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  function add() {
    const value = draft.trim();
    if (value && !items.includes(value)) onChange([...items, value]);
    setDraft('');
  }

  const addOnEnter = enterRuns(add);

  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      <div className={styles.entry}>
        <label className={styles.grow} htmlFor={inputId}>
          <span className="visually-hidden">{label}</span>
          <input
            id={inputId}
            className={controlClassName}
            value={draft}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </label>
        <Button variant="secondary" onClick={add}>
          {addLabel}
        </Button>
      </div>
      <GroupError error={error} />
      {items.length > 0 ? (
        <ul className={styles.chips}>
          {items.map((item) => (
            <li key={item}>
              <span translate="no">{item}</span>
              <RemoveButton name={item} onRemove={() => onChange(items.filter((other) => other !== item))} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
