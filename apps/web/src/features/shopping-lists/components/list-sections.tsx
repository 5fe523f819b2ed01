import type { ReactNode } from 'react';
import { AISLES, type Aisle } from '@hearth/shared/shopping-list-rules';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import type { ShownItem } from '../offline/pending-view';
import { aisleName } from './aisle-names';
import { type ItemActions, ItemRow } from './item-row';
import styles from './shopping-list.module.css';

interface ListSectionsProps extends ItemActions {
  items: readonly ShownItem[];
  /** Whether "Find on the list" keeps an item in view. */
  shows: (item: ShownItem) => boolean;
  /** Whether "Clear checked" can be sent now (it needs a connection). */
  canClear: boolean;
  clearing: boolean;
  onClearChecked: () => void;
  /** Another action of the "Got it" section, beside "Clear checked" (the pantry's "Put in the pantry"). */
  gotItAction?: ReactNode;
}

const keyOf = (item: ShownItem) => item.provisionalId ?? String(item.id);

/** The items left to buy by aisle, and those got, in one pass over the list. */
function sorted(items: readonly ShownItem[]) {
  const byAisle = new Map<Aisle, ShownItem[]>();
  const got: ShownItem[] = [];
  for (const item of items) {
    const inAisle = byAisle.get(item.aisle);
    if (item.checked) got.push(item);
    else if (inAisle) inAisle.push(item);
    else byAisle.set(item.aisle, [item]);
  }
  return { byAisle, got };
}

interface ItemListProps {
  items: readonly ShownItem[];
  shows: (item: ShownItem) => boolean;
  actions: ItemActions;
}

/** The rows of one section; those "Find on the list" leaves out stay in the page, hidden. */
function ItemList({ items, shows, actions }: ItemListProps) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <ItemRow key={keyOf(item)} item={item} hidden={!shows(item)} {...actions} />
      ))}
    </ul>
  );
}

/** What is left to buy, by aisle in store order, then the "Got it" section. */
export function ListSections({
  items,
  shows,
  readOnly,
  canClear,
  clearing,
  onCheck,
  onEdit,
  onRemove,
  onClearChecked,
  gotItAction,
}: ListSectionsProps) {
  const { i18n } = useI18n();
  const { byAisle, got } = sorted(items);
  const actions = { readOnly, onCheck, onEdit, onRemove };

  return (
    <>
      {AISLES.map((aisle) => {
        const inAisle = byAisle.get(aisle);
        if (!inAisle) return null;
        const headingId = `aisle-${aisle.replace(/\W+/g, '-')}`;
        return (
          <section key={aisle} className={styles.aisle} aria-labelledby={headingId} hidden={!inAisle.some(shows)}>
            <h2 id={headingId} className={styles.aisleHeading}>
              {aisleName(i18n, aisle)}
            </h2>
            <ItemList items={inAisle} shows={shows} actions={actions} />
          </section>
        );
      })}
      {got.length ? (
        <section className={`${styles.aisle} ${styles.gotIt}`} aria-labelledby="got-it-heading" hidden={!got.some(shows)}>
          <div className={styles.gotItHeader}>
            <h2 id="got-it-heading" className={styles.aisleHeading}>
              {i18n._('shoppingLists.gotIt')}
            </h2>
            {readOnly ? null : (
              <div className={styles.gotItActions}>
                {gotItAction}
                <Button variant="secondary" onClick={onClearChecked} disabled={!canClear || clearing}>
                  {clearing ? i18n._('shoppingLists.clearing') : i18n._('shoppingLists.clearChecked')}
                </Button>
              </div>
            )}
          </div>
          <ItemList items={got} shows={shows} actions={actions} />
        </section>
      ) : null}
    </>
  );
}
