import { Link } from 'react-router';
import { isToUseSoon } from '@hearth/shared/pantry-rules';
import { localToday } from '../../../lib/dates';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from './i18n';
import { useCookable } from '../api/cookable';
import { usePantry } from '../api/pantry';
import styles from './use-soon-note.module.css';

/**
 * A dashboard's note of what in the pantry should be used soon (use-by within 3 days), with the
 * dishes that use it: the cook's own on /dashboard, a hearth's on its dashboard. Nothing shows
 * while there is nothing to use soon.
 */
export function UseSoonNote({ hearthId = null }: { hearthId?: number | null }) {
  const { i18n } = useI18n();
  const format = useFormat();
  const today = localToday();
  const soon = (usePantry(hearthId).data?.items ?? []).filter((item) => isToUseSoon(item.use_by, today));
  const cookable = useCookable(hearthId, null, { enabled: soon.length > 0 });
  if (soon.length === 0) return null;
  const dishes = (cookable.data?.dishes ?? []).filter((entry) => entry.uses_soon.length > 0).slice(0, 5);
  return (
    <aside className={styles.useSoonNote} aria-label={i18n._('pantry.soonNote.useSoon')}>
      <p>
        <strong>{i18n._('pantry.soonNote.useSoon')}:</strong>{' '}
        {soon.map((item) => i18n._('pantry.soonNote.soonItem', { name: item.name, date: format.shortDate(item.use_by!) })).join(', ')}
      </p>
      {dishes.length ? (
        <p>
          {i18n._('pantry.soonNote.soonDishes')}{' '}
          {dishes.map((entry, index) => (
            <span key={entry.dish.id}>
              {index > 0 ? ', ' : null}
              <Link to={`/dishes/${entry.dish.id}`}>{entry.dish.dishName}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <Link to={hearthId === null ? '/cook-now' : `/cook-now?hearth=${hearthId}`}>{i18n._('pantry.soonNote.cookNowLink')}</Link>
    </aside>
  );
}
