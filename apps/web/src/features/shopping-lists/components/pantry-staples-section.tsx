import { type FormEvent, useId, useState } from 'react';
import { SHOPPING_LIST_LIMITS, tidyStaples } from '@hearth/shared/shopping-list-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { useI18n } from '../i18n';
import { usePantryStaples, useSavePantryStaples } from '../api/pantry-staples';
import styles from './pantry-staples.module.css';

/**
 * Settings: the pantry staples the cook always has. Lists built from dishes leave them off
 * unless asked for; a line written by hand is always added.
 */
export function PantryStaplesSection() {
  const { i18n } = useI18n();
  const staples = usePantryStaples();
  const save = useSavePantryStaples();
  const [text, setText] = useState('');
  const headingId = useId();
  const inputId = useId();

  function change(next: string[]) {
    save.mutate(tidyStaples(next));
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || !staples.data) return;
    change([...staples.data.staples, text]);
    setText('');
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._('shoppingLists.staples.title')}</h2>
      <p className={styles.lead}>{i18n._('shoppingLists.staples.lead')}</p>
      {staples.isPending ? (
        <StatusMessage>{i18n._('shoppingLists.staples.loading')}</StatusMessage>
      ) : staples.isError ? (
        <Alert>{errorText(i18n, staples.error, i18n._('shoppingLists.staples.loadFailed'))}</Alert>
      ) : (
        <>
          <ul className={styles.staples} aria-label={i18n._('shoppingLists.staples.title')}>
            {staples.data.staples.map((staple) => (
              <li key={staple}>
                <span translate="no">{staple}</span>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={i18n._('shoppingLists.staples.remove', { staple })}
                  disabled={save.isPending}
                  onClick={() => change(staples.data.staples.filter((kept) => kept !== staple))}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ul>
          <form className={styles.addForm} onSubmit={add}>
            <label htmlFor={inputId}>{i18n._('shoppingLists.staples.add')}</label>
            <input
              id={inputId}
              className={styles.stapleInput}
              value={text}
              maxLength={SHOPPING_LIST_LIMITS.staple}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
            <Button type="submit" variant="secondary" disabled={!text.trim() || save.isPending}>
              {i18n._('shoppingLists.add.submit')}
            </Button>
          </form>
        </>
      )}
      {save.isError ? <Alert>{errorText(i18n, save.error, i18n._('shoppingLists.staples.saveFailed'))}</Alert> : null}
    </section>
  );
}
