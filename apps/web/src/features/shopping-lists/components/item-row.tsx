import { memo } from 'react';
import { displayText } from '@hearth/shared/shopping-lines';
import { buttonClassName } from '../../../components/ui/button';
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

/** "for Lemon Risotto, Shakshuka": the dishes an item is for. */
export function sourcesText(item: ShownItem): string | null {
  return item.sources.length ? `for ${item.sources.map((source) => source.dishName).join(', ')}` : null;
}

/** The row's two icon buttons, styled once: a long list renders hundreds of them. */
const ICON_BUTTON = buttonClassName({ variant: 'ghost', iconOnly: true });

/**
 * One item: its check box (the whole line is its label), what it is for, edit and remove.
 * Redrawn only when its own props change, so a keystroke in the search box stays within a frame.
 * Few elements per row (no wrappers, plain buttons): the first render of a 300-item list is
 * mostly the browser making them.
 */
export const ItemRow = memo(function ItemRow({ item, hidden, readOnly, onCheck, onEdit, onRemove }: ItemRowProps) {
  const text = displayText({ item: item.name, quantity: item.quantity, unit: item.unit });
  const sources = sourcesText(item);
  const provisional = item.provisionalId !== undefined;
  return (
    <li className={`${styles.item} ${item.checked ? styles.checked : ''}`} hidden={hidden}>
      <label className={styles.itemLabel}>
        <input
          type="checkbox"
          checked={item.checked}
          disabled={readOnly || provisional}
          onChange={(event) => onCheck(item, event.target.checked)}
        />
        <span className={styles.itemName}>{text}</span>
        {sources ? <span className={styles.sources}>{sources}</span> : null}
        {item.waiting ? <span className={styles.waiting}>{provisional ? 'Waiting to be added' : 'Waiting to send'}</span> : null}
      </label>
      {readOnly || provisional ? null : (
        <button type="button" className={ICON_BUTTON} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
          ✎
        </button>
      )}
      {readOnly ? null : (
        <button type="button" className={ICON_BUTTON} aria-label={`Remove ${item.name}`} onClick={() => onRemove(item)}>
          ✕
        </button>
      )}
    </li>
  );
});
