import { type FormEvent, useId, useState } from 'react';
import type { PantryItem } from '@hearth/shared/pantry';
import { PANTRY_LIMITS } from '@hearth/shared/pantry-rules';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink, PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { useI18n } from '../i18n';
import { useAddPantryItem, usePantry, useUpdatePantryItem, useUseUpPantryItem } from '../api/pantry';
import { EditPantryItemDialog } from './edit-pantry-item-dialog';
import { PantryItemRow } from './pantry-item-row';
import type { PantryScope } from './pantry-scopes';
import { ScopePicker } from './scope-picker';
import styles from './pantry.module.css';

interface PantryScreenProps {
  scopes: PantryScope[];
  hearthId: number | null;
  onScopeChange: (hearthId: number | null) => void;
}

/**
 * /pantry: what is in the kitchen, the cook's own or a hearth's. An item is added by typing a
 * line as one would say it ("2 cans chickpeas"), with a use-by date if it has one; items to
 * use soon come first and are flagged. What the kitchen always has (the cook's pantry staples
 * among them) is listed apart, below.
 */
export function PantryScreen({ scopes, hearthId, onScopeChange }: PantryScreenProps) {
  const { i18n } = useI18n();
  const scope = scopes.find((candidate) => candidate.hearthId === hearthId) ?? scopes[0]!;
  const pantry = usePantry(scope.hearthId);
  const add = useAddPantryItem();
  const update = useUpdatePantryItem();
  const useUp = useUseUpPantryItem();
  const [line, setLine] = useState('');
  const [useBy, setUseBy] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<PantryItem | null>(null);
  const headingId = useId();
  const alwaysId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!line.trim()) return;
    add.mutate(
      { hearthId: scope.hearthId, line, ...(useBy ? { use_by: useBy } : {}) },
      {
        onSuccess: () => {
          setLine('');
          setUseBy('');
        },
      },
    );
  }

  const wanted = search.trim().toLocaleLowerCase();
  const all = pantry.data?.items ?? [];
  const items = all.filter((item) => item.name.toLocaleLowerCase().includes(wanted));
  // What the kitchen always has (the cook's staples among them) sits apart from what runs out.
  const stocked = items.filter((item) => !item.always);
  const alwaysHave = items.filter((item) => item.always);
  const row = (item: PantryItem) => (
    <PantryItemRow
      key={item.id}
      item={item}
      canChange={scope.canChange}
      onEdit={() => setEditing(item)}
      onUseUp={() => useUp.mutate(item.id)}
    />
  );
  const changeError = update.error ?? useUp.error;

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 id={headingId}>{i18n._('pantry.title')}</h1>
        <ButtonLink to={scope.hearthId === null ? '/cook-now' : `/cook-now?hearth=${scope.hearthId}`} variant="secondary">
          {i18n._('pantry.cookNowLink')}
        </ButtonLink>
      </div>
      <ScopePicker scopes={scopes} hearthId={scope.hearthId} onChange={onScopeChange} />
      {scope.canChange ? (
        <form className={styles.addForm} onSubmit={submit} noValidate>
          <TextField
            label={i18n._('pantry.addLabel')}
            placeholder={i18n._('pantry.addPlaceholder')}
            value={line}
            maxLength={PANTRY_LIMITS.line}
            onChange={(event) => setLine(event.target.value)}
          />
          <TextField label={i18n._('pantry.useByOptional')} type="date" value={useBy} onChange={(event) => setUseBy(event.target.value)} />
          <PendingButton type="submit" pending={add.isPending} pendingLabel={i18n._('pantry.adding')} disabled={!line.trim()}>
            {i18n._('pantry.add')}
          </PendingButton>
        </form>
      ) : null}
      {add.isError ? <Alert>{errorText(i18n, add.error, i18n._('pantry.addFailed'))}</Alert> : null}
      {changeError ? <Alert>{errorText(i18n, changeError, i18n._('pantry.changeFailed'))}</Alert> : null}

      {pantry.isPending ? (
        <StatusMessage>{i18n._('pantry.loading')}</StatusMessage>
      ) : pantry.isError ? (
        <Alert>{errorText(i18n, pantry.error, i18n._('pantry.loadFailed'))}</Alert>
      ) : all.length === 0 ? (
        <p className={styles.empty}>{i18n._('pantry.empty')}</p>
      ) : (
        <>
          <TextField label={i18n._('pantry.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          {items.length === 0 ? <p className={styles.empty}>{i18n._('pantry.noMatch')}</p> : null}
          {all.every((item) => item.always) ? <p className={styles.empty}>{i18n._('pantry.empty')}</p> : null}
          {stocked.length > 0 ? (
            <ul className={styles.items} aria-label={i18n._('pantry.listLabel')}>
              {stocked.map(row)}
            </ul>
          ) : null}
          {alwaysHave.length > 0 ? (
            <section aria-labelledby={alwaysId}>
              <h2 id={alwaysId} className={styles.alwaysHeading}>
                {i18n._('pantry.always')}
              </h2>
              <ul className={styles.items} aria-labelledby={alwaysId}>
                {alwaysHave.map(row)}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {editing ? (
        <EditPantryItemDialog
          item={editing}
          onSave={(changes) => update.mutate({ id: editing.id, changes })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
