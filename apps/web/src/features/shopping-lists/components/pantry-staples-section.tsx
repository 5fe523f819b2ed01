import { type FormEvent, useId, useState } from 'react';
import { SHOPPING_LIST_LIMITS, tidyStaples } from '@hearth/shared/shopping-list-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorMessage } from '../../../lib/api-client';
import { usePantryStaples, useSavePantryStaples } from '../api/pantry-staples';
import styles from './pantry-staples.module.css';

/**
 * Settings: the pantry staples the cook always has. Lists built from dishes leave them off
 * unless asked for; a line written by hand is always added.
 */
export function PantryStaplesSection() {
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
      <h2 id={headingId}>Pantry staples</h2>
      <p className={styles.lead}>What you always have. Shopping lists built from dishes leave these off unless you ask for them.</p>
      {staples.isPending ? (
        <StatusMessage>Loading your pantry staples...</StatusMessage>
      ) : staples.isError ? (
        <Alert>{errorMessage(staples.error, 'Failed to load your pantry staples. Please try again.')}</Alert>
      ) : (
        <>
          <ul className={styles.staples} aria-label="Pantry staples">
            {staples.data.staples.map((staple) => (
              <li key={staple}>
                {staple}
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={`Remove ${staple}`}
                  disabled={save.isPending}
                  onClick={() => change(staples.data.staples.filter((kept) => kept !== staple))}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ul>
          <form className={styles.addForm} onSubmit={add}>
            <label htmlFor={inputId}>Add a staple</label>
            <input
              id={inputId}
              className={styles.stapleInput}
              value={text}
              maxLength={SHOPPING_LIST_LIMITS.staple}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
            <Button type="submit" variant="secondary" disabled={!text.trim() || save.isPending}>
              Add
            </Button>
          </form>
        </>
      )}
      {save.isError ? <Alert>{errorMessage(save.error, 'Failed to save your pantry staples. Please try again.')}</Alert> : null}
    </section>
  );
}
