import { type FormEvent, useId, useState } from 'react';
import { SHOPPING_LIST_LIMITS } from '@hearth/shared/shopping-list-rules';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import styles from './shopping-list.module.css';

/** "2 lemons", "paper towels": a line written by hand; the server reads its amount and merges it. */
export function AddItemForm({ onAdd }: { onAdd: (text: string) => void }) {
  const { i18n } = useI18n();
  const [text, setText] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const line = text.trim();
    if (!line) return;
    onAdd(line);
    setText('');
  }

  return (
    <form className={styles.addForm} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {i18n._('shoppingLists.add.label')}
      </label>
      <input
        id={inputId}
        className={styles.addInput}
        value={text}
        maxLength={SHOPPING_LIST_LIMITS.text}
        placeholder={i18n._('shoppingLists.add.placeholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={!text.trim()}>
        {i18n._('shoppingLists.add.submit')}
      </Button>
    </form>
  );
}
