import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { CookbookDish } from '@hearth/shared/dishes';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useI18n } from '../i18n';
import styles from './cookbook-section.module.css';

/** How many of a cookbook's dishes the hearth's dashboard shows; the rest are on /dishes. */
const SHOWN = 6;

interface CookbookSectionProps {
  hearthId: number;
  dishes: CookbookDish[] | undefined;
  failed: boolean;
  /** "you" for the reader's own dishes, a member's name for theirs. */
  sharedBy: (ownerId: string) => string;
}

/** The "Hearth cookbook" on a hearth's dashboard: the dishes its members shared into it. */
export function CookbookSection({ hearthId, dishes, failed, sharedBy }: CookbookSectionProps) {
  const { i18n } = useI18n();
  const headingId = useId();
  const location = useLocation();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId}>{i18n._('dishes.cookbook.title')}</h2>
        {dishes && dishes.length > 0 ? (
          <ButtonLink variant="secondary" to={`/dishes?hearth=${hearthId}`}>
            {i18n._('dishes.cookbook.seeAll', { count: dishes.length })}
          </ButtonLink>
        ) : null}
      </div>
      {failed ? <Alert>{i18n._('dishes.cookbook.loadFailed')}</Alert> : null}
      {!dishes && !failed ? <StatusMessage>{i18n._('dishes.cookbook.loading')}</StatusMessage> : null}
      {dishes?.length === 0 ? <p className={styles.empty}>{i18n._('dishes.cookbook.empty')}</p> : null}
      {dishes && dishes.length > 0 ? (
        <ul className={styles.list}>
          {dishes.slice(0, SHOWN).map((dish) => (
            <li key={dish.id}>
              <Link to={`/dishes/${dish.id}`} state={{ from: location.pathname }} className={styles.card}>
                <span className={styles.name} translate="no">
                  {dish.dishName}
                </span>
                <span className={styles.owner}>{i18n._('dishes.cookbook.sharedBy', { name: sharedBy(dish.owner_id) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
