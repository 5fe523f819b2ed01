import type { PantryItem } from '@hearth/shared/pantry';
import { isToUseSoon } from '@hearth/shared/pantry-rules';
import { Button } from '../../../components/ui/button';
import { localToday } from '../../../lib/dates';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import { PLACE_NAMES } from './pantry-scopes';
import styles from './pantry.module.css';

interface PantryItemRowProps {
  item: PantryItem;
  canChange: boolean;
  onEdit: () => void;
  onUseUp: () => void;
}

/**
 * One thing in the kitchen: how much, where, until when (flagged when it should be used soon).
 * "Always have" is the heading of the list such items sit in, not said again on each.
 */
export function PantryItemRow({ item, canChange, onEdit, onUseUp }: PantryItemRowProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const amount = item.amount === null ? '' : format.amount(item.amount, item.unit);
  const soon = isToUseSoon(item.use_by, localToday());
  const details = [
    item.place ? i18n._(PLACE_NAMES[item.place]) : null,
    item.use_by ? i18n._('pantry.useBy', { date: format.shortDate(item.use_by) }) : null,
  ].filter(Boolean);

  return (
    <li className={soon ? `${styles.item} ${styles.soon}` : styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemName}>
          {amount ? `${amount} ` : null}
          <span translate="no">{item.name}</span>
        </span>
        {details.length || soon ? (
          <span className={styles.itemDetails}>
            {soon ? <strong className={styles.soonBadge}>{i18n._('pantry.useSoon')}</strong> : null} {details.join(' · ')}
          </span>
        ) : null}
      </div>
      {canChange ? (
        <div className={styles.itemActions}>
          <Button variant="secondary" onClick={onEdit} aria-label={i18n._('pantry.editItem', { name: item.name })}>
            {i18n._('pantry.edit')}
          </Button>
          <Button variant="ghost" onClick={onUseUp} aria-label={i18n._('pantry.useUpItem', { name: item.name })}>
            {i18n._('pantry.useUp')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
