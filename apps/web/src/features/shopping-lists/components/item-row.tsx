import { memo } from 'react';
import { displayText } from '@hearth/shared/shopping-lines';
import { buttonClassName } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import type { ShownItem } from '../offline/pending-view';
import styles from './shopping-list.module.css';

/** What a cook can do to an item, the same for every row of a list. */
export interface ItemActions {
  readOnly: boolean;
  onCheck: (item: ShownItem, checked: boolean) => void;
  onEdit: (item: ShownItem) => void;
  onRemove: (item: ShownItem) => void;
}

interface ItemRowProps extends ItemActions {
  item: ShownItem;
  /** Left out by "Find on the list": kept in the page, so clearing the search redraws nothing. */
  hidden: boolean;
}

/** "Lemon Risotto, Shakshuka": the dishes an item is for, each once. */
export function sourceNames(item: ShownItem): string | null {
  return item.sources.length ? [...new Set(item.sources.map((source) => source.dishName))].join(', ') : null;
}

/** The row's icon button, styled once: a long list renders hundreds of them. */
const ICON_BUTTON = buttonClassName({ variant: 'ghost', iconOnly: true });

/**
 * One item: its check box (the whole line is its label), what it is for, and one button: Edit,
 * whose dialog also removes the item, or Remove for a line written offline, which the server
 * has not seen and so cannot be edited yet. One button, not Edit and Remove side by side: a
 * stray tap beside a check box in the aisle cannot throw an item away, and the row has room
 * for its name on a phone.
 *
 * Redrawn only when its own props change, so a keystroke in the search box stays within a
 * frame. The first render of a 300-item list is React and the browser making every element
 * and attribute, so a row has as few as it can: the item's text is the label's own text, not a
 * span; the list's stylesheet reaches the elements instead of classes on each; the button has
 * no type, as no form holds the list; false attributes are left out rather than removed.
 */
export const ItemRow = memo(function ItemRow({ item, hidden, readOnly, onCheck, onEdit, onRemove }: ItemRowProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  // English writes the line as the product always did ("5 onions"); another language puts its
  // own amount before the name as the cook wrote it.
  const amount = i18n.locale === 'en' ? '' : format.amount(item.quantity, item.unit);
  const text = i18n.locale === 'en' ? displayText({ item: item.name, quantity: item.quantity, unit: item.unit }) : null;
  const sources = sourceNames(item);
  const provisional = item.provisionalId !== undefined;
  return (
    <li hidden={hidden || undefined}>
      <label>
        <input
          type="checkbox"
          checked={item.checked}
          disabled={readOnly || provisional || undefined}
          onChange={(event) => onCheck(item, event.target.checked)}
        />
        {text ?? (
          // One grid cell for the line, as English's text is: the amount, then the name as written.
          <span>
            {amount ? `${amount} ` : null}
            <bdi translate="no">{item.name}</bdi>
          </span>
        )}
        {sources ? (
          <span className={styles.sources}>
            <RichText text={i18n._('shoppingLists.item.for', { dishes: sources })} parts={[<span translate="no" />]} />
          </span>
        ) : null}
        {item.waiting ? (
          <span className={styles.waiting}>
            {provisional ? i18n._('shoppingLists.item.waitingToAdd') : i18n._('shoppingLists.item.waitingToSend')}
          </span>
        ) : null}
      </label>
      {readOnly ? null : provisional ? (
        <button
          className={ICON_BUTTON}
          aria-label={i18n._('shoppingLists.item.remove', { item: item.name })}
          onClick={() => onRemove(item)}
        >
          ✕
        </button>
      ) : (
        <button className={ICON_BUTTON} aria-label={i18n._('shoppingLists.item.edit', { item: item.name })} onClick={() => onEdit(item)}>
          ✎
        </button>
      )}
    </li>
  );
});
