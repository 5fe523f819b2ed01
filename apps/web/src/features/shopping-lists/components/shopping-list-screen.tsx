import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { foodKey } from '@hearth/shared/shopping-list-rules';
import { Alert } from '../../../components/ui/alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useOnline } from '../../../lib/use-online';
import { useI18n } from '../i18n';
import { useClearChecked } from '../api/clear-checked';
import { useShoppingList } from '../api/get-shopping-list';
import { useShoppingLists } from '../api/get-shopping-lists';
import { usePendingChanges, useListChanges } from '../offline/use-list-changes';
import { type ShownItem, applyPending } from '../offline/pending-view';
import { AddItemForm } from './add-item-form';
import { EditItemDialog } from './edit-item-dialog';
import { ListSections } from './list-sections';
import { SyncStatus } from './sync-status';
import styles from './shopping-list.module.css';

interface ShoppingListScreenProps {
  userId: string;
  /** Whether the cook may change a list (a hearth's viewers only read it). */
  canChange: (list: ShoppingListSummary) => boolean;
  /** "Send to Instacart", supplied by the shopping feature: gets the list's name and unchecked items. */
  renderSend: (list: { name: string; items: ShownItem[]; disabled: boolean }) => ReactNode;
  /** "Put in the pantry", supplied by the pantry feature: gets whose list it is and its checked items. */
  renderGotIt?: (list: { hearthId: number | null; items: ShownItem[]; disabled: boolean }) => ReactNode;
}

/** Matches an item by any part of its name, whatever the case or plural. */
function matches(item: ShownItem, query: string): boolean {
  if (!query) return true;
  return item.name.toLowerCase().includes(query) || foodKey(item.name).includes(foodKey(query));
}

/** /shopping: the cook's lists, one at a time, as they are in the store (docs/product.md#shopping-list). */
export function ShoppingListScreen({ userId, canChange, renderSend, renderGotIt }: ShoppingListScreenProps) {
  const { i18n } = useI18n();
  const lists = useShoppingLists(userId);
  const [params, setParams] = useSearchParams();
  const chosen = lists.data?.find((list) => String(list.id) === params.get('list')) ?? lists.data?.[0];

  if (lists.isPending) return <StatusMessage>{i18n._('shoppingLists.loadingLists')}</StatusMessage>;
  if (lists.isError || !chosen) return <Alert>{errorText(i18n, lists.error, i18n._('shoppingLists.loadListsFailed'))}</Alert>;

  return (
    <ListView
      key={chosen.id}
      userId={userId}
      lists={lists.data}
      list={chosen}
      readOnly={!canChange(chosen)}
      onSwitch={(id) => setParams(id === lists.data[0]?.id ? {} : { list: String(id) })}
      renderSend={renderSend}
      renderGotIt={renderGotIt}
    />
  );
}

interface ListViewProps {
  userId: string;
  lists: ShoppingListSummary[];
  list: ShoppingListSummary;
  readOnly: boolean;
  onSwitch: (id: number) => void;
  renderSend: ShoppingListScreenProps['renderSend'];
  renderGotIt: ShoppingListScreenProps['renderGotIt'];
}

function ListView({ userId, lists, list, readOnly, onSwitch, renderSend, renderGotIt }: ListViewProps) {
  const { i18n } = useI18n();
  const detail = useShoppingList(userId, list.id);
  const pending = usePendingChanges(userId);
  const changes = useListChanges(userId, list.id);
  const clear = useClearChecked();
  const online = useOnline();
  const [editing, setEditing] = useState<ShownItem | null>(null);
  const [filter, setFilter] = useState('');
  // A list is a few hundred items at most: filtering it in the keystroke's own render fits a frame (bench).
  const query = filter.trim().toLowerCase();
  const switcherId = useId();
  const filterId = useId();

  const items = useMemo(() => (detail.data ? applyPending(detail.data, pending) : []), [detail.data, pending]);
  const shows = useCallback((item: ShownItem) => matches(item, query), [query]);
  const noMatch = query !== '' && !items.some(shows);
  const { setChecked, remove } = changes;
  const onCheck = useCallback((item: ShownItem, checked: boolean) => void setChecked(item, checked), [setChecked]);
  const onRemove = useCallback((item: ShownItem) => void remove(item), [remove]);
  const waiting = pending.length;
  const unchecked = items.filter((item) => !item.checked && item.provisionalId === undefined);
  const checked = items.filter((item) => item.checked && item.provisionalId === undefined);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{i18n._('shoppingLists.title')}</h1>
        {renderSend({ name: list.name, items: unchecked, disabled: !online || unchecked.length === 0 })}
      </div>

      {lists.length > 1 ? (
        <div className={styles.switcher}>
          <label htmlFor={switcherId}>{i18n._('shoppingLists.switcher')}</label>
          <select id={switcherId} value={list.id} onChange={(event) => onSwitch(Number(event.target.value))}>
            {lists.map((option) => (
              <option key={option.id} value={option.id} translate="no">
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <SyncStatus online={online} waiting={waiting} />
      {clear.isError ? <Alert>{errorText(i18n, clear.error, i18n._('shoppingLists.clearFailed'))}</Alert> : null}
      {readOnly ? (
        <p className={styles.note}>{i18n._('shoppingLists.readOnly')}</p>
      ) : (
        <AddItemForm onAdd={(text) => void changes.add(text)} />
      )}

      {detail.isPending ? (
        <StatusMessage>{i18n._('shoppingLists.loadingList')}</StatusMessage>
      ) : detail.isError ? (
        <Alert>{errorText(i18n, detail.error, i18n._('shoppingLists.loadListFailed'))}</Alert>
      ) : items.length === 0 ? (
        <StatusMessage>{i18n._('shoppingLists.empty')}</StatusMessage>
      ) : (
        <>
          <div className={styles.filter}>
            <label htmlFor={filterId}>{i18n._('shoppingLists.find')}</label>
            <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
          </div>
          {noMatch ? (
            <StatusMessage>
              <RichText text={i18n._('shoppingLists.noMatch', { query: filter.trim() })} parts={[<span translate="no" />]} />
            </StatusMessage>
          ) : null}
          <ListSections
            items={items}
            shows={shows}
            readOnly={readOnly}
            canClear={online && waiting === 0}
            clearing={clear.isPending}
            onCheck={onCheck}
            onEdit={setEditing}
            onRemove={onRemove}
            onClearChecked={() => clear.mutate(list.id)}
            gotItAction={readOnly ? null : renderGotIt?.({ hearthId: list.hearth_id, items: checked, disabled: !online })}
          />
        </>
      )}
      {editing ? (
        <EditItemDialog
          item={editing}
          onSave={(edit) => void changes.edit(editing, edit)}
          onRemove={() => onRemove(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
