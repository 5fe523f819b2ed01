import { useState } from 'react';
import type { CookingLogEntry } from '@hearth/shared/cooked';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { useDeleteCooking } from '../api/change-cooking';
import { useCookedHistory } from '../api/get-cooked-history';
import { useI18n } from '../i18n';
import { CookingDetailsDialog } from './cooking-details-dialog';
import { writtenDay } from './cooked-text';
import styles from './cooking-log.module.css';

/** Five stars, as many filled as the rating: a picture of the words beside it. */
function StarRow({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className={styles.starRow}>
      {'★'.repeat(rating)}
      <span className={styles.emptyStars}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function LogEntry({ dishId, entry, onEdit }: { dishId: number; entry: CookingLogEntry; onEdit: () => void }) {
  const { i18n } = useI18n();
  const remove = useDeleteCooking(dishId);
  const date = writtenDay(i18n, entry.cooked_on);
  const who = entry.mine ? i18n._('cooked.log.youCooked', { date }) : i18n._('cooked.log.cooked', { cook: entry.cook_name, date });
  return (
    <li className={styles.entry}>
      <p className={styles.line}>
        <span>{who}</span>
        {entry.rating === null ? null : (
          <>
            {' '}
            <StarRow rating={entry.rating} /> <span className={styles.ratingText}>{i18n._('cooked.stars', { count: entry.rating })}</span>
          </>
        )}
      </p>
      {entry.note ? (
        <p className={styles.note} translate="no">
          {entry.note}
        </p>
      ) : null}
      {entry.image_url ? (
        <img src={entry.image_url} alt={i18n._('cooked.log.photoAlt', { date })} className={styles.thumbnail} loading="lazy" />
      ) : null}
      {entry.mine ? (
        <div className={styles.entryActions}>
          <Button variant="secondary" onClick={onEdit} aria-label={i18n._('cooked.log.editLabel', { date })}>
            {i18n._('cooked.log.edit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => remove.mutate(entry.id)}
            disabled={remove.isPending}
            aria-label={i18n._('cooked.log.deleteLabel', { date })}
          >
            {i18n._('cooked.log.delete')}
          </Button>
        </div>
      ) : null}
      {remove.isError ? <Alert>{errorText(i18n, remove.error, i18n._('cooked.log.deleteFailed'))}</Alert> : null}
    </li>
  );
}

/**
 * The dish's cooking log under its page: the average rating, then every cooking the reader may
 * see, newest first: theirs (which they may change or delete) and, on a dish shared into a
 * hearth, its members' ("Ana cooked this on May 3, 2026 ★★★★★"). Nothing for a dish never cooked.
 */
export function CookingLog({ dishId }: { dishId: number }) {
  const { i18n } = useI18n();
  const history = useCookedHistory(dishId);
  const [editing, setEditing] = useState<CookingLogEntry | null>(null);
  const log = history.data?.log ?? [];
  if (log.length === 0) return null;
  const { average_rating: average, rating_count: ratings } = history.data!;
  return (
    <section className={styles.log} aria-labelledby={`cooking-log-${dishId}`}>
      <h2 id={`cooking-log-${dishId}`}>{i18n._('cooked.log.title')}</h2>
      {average === null ? null : (
        <p className={styles.average}>
          <StarRow rating={Math.round(average)} /> {i18n._('cooked.log.average', { average: i18n.number(average), count: ratings })}
        </p>
      )}
      <ul className={styles.entries}>
        {log.map((entry) => (
          <LogEntry key={entry.id} dishId={dishId} entry={entry} onEdit={() => setEditing(entry)} />
        ))}
      </ul>
      {editing ? <CookingDetailsDialog dishId={dishId} entry={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
