import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { DishSummary } from '@hearth/shared/dishes';
import { useI18n } from '../i18n';
import styles from './dish-card.module.css';

interface DishCardProps {
  dish: DishSummary;
  /** Where the detail screen's Back button returns to. */
  origin: string;
  position: number;
  total: number;
}

export function DishCard({ dish, origin, position, total }: DishCardProps) {
  const { i18n } = useI18n();
  // The picture that failed, not a flag: a card shows another dish once the search changes.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const nameId = useId();
  const to = `/dishes/${dish.id}`;
  const state = { from: origin };

  return (
    <article className={styles.card} role="listitem" aria-posinset={position} aria-setsize={total} aria-labelledby={nameId}>
      {dish.imageUrl && dish.imageUrl !== failedImage ? (
        <img
          className={styles.image}
          src={dish.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedImage(dish.imageUrl)}
        />
      ) : null}
      <div className={styles.body}>
        {/* A tag is the cook's own word: it stays as they wrote it. */}
        <span className={styles.category} translate={dish.tags[0] ? 'no' : undefined}>
          {dish.tags[0] ?? i18n._('dishes.card.uncategorized')}
        </span>
        <h2 className={styles.name} id={nameId} translate="no">
          <Link to={to} state={state}>
            {dish.dishName}
          </Link>
        </h2>
        {dish.prepTime !== null ? <p className={styles.meta}>{i18n._('dishes.card.prepTime', { minutes: dish.prepTime })}</p> : null}
        <Link to={to} state={state} className={styles.details} aria-describedby={nameId} tabIndex={-1}>
          {i18n._('dishes.card.details')}
        </Link>
      </div>
    </article>
  );
}
