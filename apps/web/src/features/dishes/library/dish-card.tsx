import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DishSummary } from '@hearth/shared/dishes';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from './i18n';
import { FavouriteButton } from './favourite-button';
import styles from './dish-card.module.css';

interface DishCardProps {
  dish: DishSummary;
  /** Where the detail screen's Back button returns to. */
  origin: string;
  position: number;
  total: number;
  /** The dish the cook just saved. */
  marked?: boolean;
  /** The list is ordered by when each dish was last cooked: the card says when (or that it never was). */
  showLastCooked?: boolean;
}

/**
 * A hue drawn from the name, so a dish keeps its colour wherever its card appears: one of 24,
 * 15° apart, which dish-card.module.css gives by the `data-hue` attribute (a style attribute
 * with the hue itself is what the server's markup may not carry: decision 0083).
 */
function hueOf(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) % 360;
  return Math.floor(hash / 15);
}

/** Where a dish has no picture (or its picture fails to load): its initial on its own colour, in the picture's place. */
function Placeholder({ name }: { name: string }) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    // The initial comes from the name the cook typed: it stays as written whatever the language.
    <div className={styles.placeholder} data-hue={hueOf(name)} aria-hidden="true" translate="no">
      <span>{initial}</span>
    </div>
  );
}

/**
 * The card's small print: the prep time, then what the reader's cooking log says (the average
 * rating, and how often or, ordered by it, when it was last cooked), each only when known.
 */
function CardFacts({ dish, showLastCooked }: { dish: DishSummary; showLastCooked: boolean }) {
  const { i18n } = useI18n();
  const format = useFormat();
  const facts: ReactNode[] = [];
  if (dish.prepTime !== null) facts.push(i18n._('dishes.library.card.prepTime', { minutes: dish.prepTime }));
  if (dish.average_rating !== null) {
    facts.push(
      <span className={styles.rating}>
        <span className="visually-hidden">{i18n._('dishes.library.card.ratingLabel')} </span>
        <span aria-hidden="true">★ </span>
        {format.number(dish.average_rating)}
      </span>,
    );
  }
  if (showLastCooked) {
    facts.push(
      dish.last_cooked_on === null
        ? i18n._('dishes.library.card.neverCooked')
        : i18n._('dishes.library.card.lastCooked', { date: format.dayWithYear(dish.last_cooked_on) }),
    );
  } else if (dish.times_cooked > 0) {
    facts.push(i18n._('dishes.library.card.timesCooked', { count: dish.times_cooked }));
  }
  return (
    // The line is kept when empty, so every card is one height.
    <p className={styles.meta}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}

export function DishCard({ dish, origin, position, total, marked = false, showLastCooked = false }: DishCardProps) {
  const { i18n } = useI18n();
  // The picture that failed, not a flag: a card shows another dish once the search changes.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const nameId = useId();
  const to = `/dishes/${dish.id}`;
  const state = { from: origin };

  return (
    <article
      className={`${styles.card} ${marked ? styles.marked : ''}`}
      role="listitem"
      aria-posinset={position}
      aria-setsize={total}
      aria-labelledby={nameId}
    >
      {marked ? <span className={styles.savedBadge}>{i18n._('dishes.library.card.justSaved')}</span> : null}
      {dish.imageUrl && dish.imageUrl !== failedImage ? (
        <img
          className={styles.image}
          src={dish.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedImage(dish.imageUrl)}
        />
      ) : (
        <Placeholder name={dish.dishName} />
      )}
      {/* Keyed by dish: a card shows another dish once the search changes, and a failure is this one's. */}
      <FavouriteButton key={dish.id} dishId={dish.id} favourite={dish.favourite === true} placement="card" />
      <div className={styles.body}>
        {/* A tag is the cook's own word: it stays as they wrote it. */}
        <span className={styles.category} translate={dish.tags[0] ? 'no' : undefined}>
          {dish.tags[0] ?? i18n._('dishes.library.card.uncategorized')}
        </span>
        <h2 className={styles.name} id={nameId} translate="no">
          <Link to={to} state={state}>
            {dish.dishName}
          </Link>
        </h2>
        <CardFacts dish={dish} showLastCooked={showLastCooked} />
        <Link to={to} state={state} className={styles.details} aria-describedby={nameId} tabIndex={-1}>
          {i18n._('dishes.library.card.details')}
        </Link>
      </div>
    </article>
  );
}
