import type { Meal } from '@hearth/shared/meals';
import { Button } from '../../../components/ui/button';
import menuStyles from './meal-menu.module.css';
import { MealRow, type MealRowActions } from './meal-row';
import type { MealDrag } from './use-meal-drag';
import type { TimelineDay } from './timeline-days';
import styles from './timeline.module.css';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';

/** What the day lists (the first view and the positioned list) are given. */
export interface DayListProps {
  days: TimelineDay[];
  today: string;
  actions: MealRowActions;
  /** Absent for readers who cannot plan. */
  onAddMeal?: ((date: string) => void) | undefined;
  /** Told the first and last date in (or near) the viewport, so their meals can be loaded. */
  onVisibleDates?: ((first: string, last: string) => void) | undefined;
  /** A meal dragged onto another day; absent when nothing may be moved. */
  onMoveMeal?: ((meal: Meal, date: string) => void) | undefined;
}

interface DayBlockProps extends Omit<DayListProps, 'days' | 'onVisibleDates' | 'onMoveMeal'> {
  day: TimelineDay;
  drag: MealDrag | undefined;
  narrow: boolean;
}

export function DayBlock({ day, today, actions, onAddMeal, drag, narrow }: DayBlockProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const headingId = `day-${day.date}`;
  const dropTarget = drag?.meal && drag.overDate === day.date && drag.meal.date.slice(0, 10) !== day.date;
  return (
    <section className={`${styles.dayCard} ${dropTarget ? menuStyles.dropTarget : ''}`} aria-labelledby={headingId} data-day={day.date}>
      <div className={styles.dayHeader}>
        <h2 id={headingId}>
          {format.longDate(day.date)}
          {day.date === today ? <span className={styles.today}>{i18n._('timeline.today')}</span> : null}
        </h2>
        {onAddMeal ? (
          <Button variant="secondary" onClick={() => onAddMeal(day.date)} aria-describedby={headingId}>
            {i18n._('timeline.addMeal')}
          </Button>
        ) : null}
      </div>
      {day.meals === undefined ? (
        // As tall as the meals it waits for: when they arrive, the days below (and above, for
        // days loading over the screen) stay where they are.
        <p className={styles.noMeals} aria-busy="true" style={{ minHeight: mealRowsHeight(day.mealCount, narrow) }}>
          {i18n._('timeline.loadingMeals')}
        </p>
      ) : day.meals.length === 0 ? (
        <p className={styles.noMeals}>{i18n._('timeline.noMealsThisDay')}</p>
      ) : (
        <ul className={styles.meals}>
          {day.meals.map((meal) => (
            <MealRow key={meal.id} meal={meal} actions={actions} drag={drag} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a meal's actions wrap under it (timeline.module.css), making each meal about twice as tall. */
export const NARROW = '(max-width: 600px)';

/**
 * A day's height before it is measured, from the number of meals the outline gives it (not from
 * its loaded meals: an estimate that changed as weeks load would move the days above the
 * screen, and the list would jump). Close guesses let the list open at today in one step.
 */
export function estimateDayHeight(mealCount: number, narrow: boolean): number {
  return (narrow ? 145 : 110) + mealRowsHeight(mealCount, narrow);
}

/** The estimated height of the days before `index`: where the list's estimate puts that day. */
export function estimatedHeightBefore(days: TimelineDay[], index: number, narrow: boolean): number {
  let height = 0;
  for (const day of days.slice(0, index)) height += estimateDayHeight(day.mealCount, narrow);
  return height;
}

/** About how tall a day's meals are, below its heading. */
function mealRowsHeight(mealCount: number, narrow: boolean): number {
  return Math.max(1, mealCount) * (narrow ? 120 : 70);
}

/** Days between the first day and today before the list opens at today rather than at its top. */
const OPEN_AT_TODAY_AFTER = 7;

/** Where the list opens: today on a long timeline (nothing is loaded for its top, which the cook has not seen), else its top (null). */
export function openingDay(days: TimelineDay[], today: string): number | null {
  const todayIndex = days.findIndex((day) => day.date >= today);
  return todayIndex > OPEN_AT_TODAY_AFTER ? todayIndex : null;
}
