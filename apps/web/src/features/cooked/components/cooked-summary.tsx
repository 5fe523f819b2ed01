import { localToday } from '../../../lib/dates';
import { useCookedHistory } from '../api/get-cooked-history';
import { useI18n } from '../i18n';
import { cookedCountText, lastCookedText } from './cooked-text';
import styles from './cooked.module.css';

/**
 * "Last cooked today · Cooked 3 times" under the dish's title; nothing for a dish never cooked,
 * or while the history loads (it is a footnote, not worth a spinner). A status region, so a
 * screen reader hears it change after "Mark as cooked".
 */
export function CookedSummary({ dishId }: { dishId: number }) {
  const { i18n } = useI18n();
  const history = useCookedHistory(dishId);
  const data = history.data;
  return (
    <p className={styles.summary} role="status">
      {data && data.last_cooked !== null && data.cooked_count > 0 ? (
        <>
          <span>{lastCookedText(i18n, data.last_cooked, localToday())}</span>
          <span aria-hidden="true"> · </span>
          <span>{cookedCountText(i18n, data.cooked_count)}</span>
        </>
      ) : null}
    </p>
  );
}
