import { Fragment, useMemo } from 'react';
import type { MealPlanLine, ReviewedMeal } from '@hearth/shared/shopping';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/i18n/format';
import { pseudoText } from '../../../lib/i18n/pseudo-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { mealTypeName } from '../messages';
import styles from './shop-range-dialog.module.css';

/**
 * A line as the review shows it: the server's English line ("5 onions") in English; in another
 * language the amount in that language before the ingredient as the cook wrote it.
 */
function LineText({ line }: { line: MealPlanLine }) {
  const { i18n } = useI18n();
  const format = useFormat();
  if (i18n.locale === 'en') return line.display_text;
  const amount = format.amount(line.quantity, line.unit);
  return (
    <>
      {amount ? `${amount} ` : null}
      <bdi translate="no">{line.item}</bdi>
    </>
  );
}

/** "for Pancakes, Omelette": the dishes a line is for, their names the cook's own. */
function ForDishes({ dishes }: { dishes: string[] }) {
  const { i18n } = useI18n();
  return (
    <span className={styles.for}>
      <RichText text={i18n._('shopping.review.for', { dishes: dishes.join(', ') })} parts={[<span translate="no" />]} />
    </span>
  );
}

export function ReviewList({
  lines,
  unticked,
  onToggle,
}: {
  lines: MealPlanLine[];
  unticked: Set<number>;
  onToggle: (index: number) => void;
}) {
  const { i18n } = useI18n();
  return (
    <ul className={styles.lines} aria-label={i18n._('shopping.review.listLabel')}>
      {lines.map((line, index) => (
        <li key={`${line.item}-${line.unit}`}>
          <label>
            <input type="checkbox" checked={!unticked.has(index)} onChange={() => onToggle(index)} />
            <span>
              <LineText line={line} />
              <ForDishes dishes={line.dishes} />
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Pantry staples among the week's ingredients: off the list, each added with one tap. */
export function StapleList({
  staples,
  added,
  onToggle,
  inPantry = false,
  firstIndex = 0,
}: {
  staples: MealPlanLine[];
  added: Set<number>;
  onToggle: (index: number) => void;
  /** What the pantry holds enough of, rather than the cook's staples: its own heading. */
  inPantry?: boolean;
  /** Where these lines start among all the lines left off (staples first, then the pantry's). */
  firstIndex?: number;
}) {
  const { i18n } = useI18n();
  const headingId = inPantry ? 'week-pantry-heading' : 'week-staples-heading';
  return (
    <section className={styles.staples} aria-labelledby={headingId}>
      <h3 id={headingId}>{inPantry ? i18n._('shopping.review.pantryHeading') : i18n._('shopping.review.staplesHeading')}</h3>
      <p className={styles.summary}>{inPantry ? i18n._('shopping.review.pantryHint') : i18n._('shopping.review.staplesHint')}</p>
      <ul className={styles.lines}>
        {staples.map((line, shownIndex) => {
          const index = firstIndex + shownIndex;
          return (
            <li key={`${line.item}-${line.unit}`} className={styles.staple}>
              <span>
                <LineText line={line} />
                <ForDishes dishes={line.dishes} />
              </span>
              <Button
                variant={added.has(index) ? 'secondary' : 'ghost'}
                aria-pressed={added.has(index)}
                aria-label={
                  added.has(index)
                    ? i18n._('shopping.review.leaveOffLabel', { item: line.item })
                    : i18n._('shopping.review.addAnywayLabel', { item: line.item })
                }
                onClick={() => onToggle(index)}
              >
                {added.has(index) ? i18n._('shopping.review.leaveOff') : i18n._('shopping.review.addAnyway')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Tue, Nov 24": a planned meal's day, short, in the shown language. */
function useShortDay() {
  const { i18n } = useI18n();
  const { locale } = useFormat();
  const pseudo = i18n.locale === 'pseudo';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (date: string) => {
      const text = day.format(new Date(`${date}T12:00:00Z`));
      return pseudo ? pseudoText(text) : text;
    };
  }, [locale, pseudo]);
}

/** The meals of the range already on the list, named rather than counted again. */
export function OnListNote({ meals }: { meals: ReviewedMeal[] }) {
  const { i18n } = useI18n();
  const shortDay = useShortDay();
  if (meals.length === 0) return null;
  return (
    <p className={styles.summary}>
      <strong>{i18n._('shopping.review.onListHeading')}</strong>{' '}
      {meals.map((meal, index) => (
        <Fragment key={meal.id}>
          {index ? ', ' : null}
          <RichText
            text={i18n._('shopping.review.onListMeal', {
              dish: meal.dishName,
              mealType: mealTypeName(i18n, meal.meal_type),
              day: shortDay(meal.date),
            })}
            parts={[<span translate="no" />]}
          />
        </Fragment>
      ))}
      .
    </p>
  );
}
