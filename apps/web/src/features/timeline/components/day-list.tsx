import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { MealRow, type MealRowActions } from './meal-row';
import { formatLongDate, type TimelineDay } from './timeline-days';
import { usePageOffset } from './use-page-offset';
import styles from './timeline.module.css';

interface DayListProps {
  days: TimelineDay[];
  today: string;
  actions: MealRowActions;
  /** Absent for readers who cannot plan. */
  onAddMeal?: ((date: string) => void) | undefined;
}

function DayBlock({ day, today, actions, onAddMeal }: { day: TimelineDay } & Omit<DayListProps, 'days'>) {
  const headingId = `day-${day.date}`;
  return (
    <section className={styles.dayCard} aria-labelledby={headingId}>
      <div className={styles.dayHeader}>
        <h2 id={headingId}>
          {formatLongDate(day.date)}
          {day.date === today ? <span className={styles.today}>Today</span> : null}
        </h2>
        {onAddMeal ? (
          <Button variant="secondary" onClick={() => onAddMeal(day.date)} aria-describedby={headingId}>
            Add Meal
          </Button>
        ) : null}
      </div>
      {day.meals.length === 0 ? (
        <p className={styles.noMeals}>No meals planned for this day.</p>
      ) : (
        <ul className={styles.meals}>
          {day.meals.map((meal) => (
            <MealRow key={meal.id} meal={meal} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The date blocks. Two years of days is 730 blocks; only those near the viewport are in the
 * page, so the first render and every status change stay quick.
 */
export function DayList({ days, today, actions, onAddMeal }: DayListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const offset = usePageOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: days.length,
    estimateSize: (index) => 70 + Math.max(1, days[index]?.meals.length ?? 1) * 76,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: (index) => days[index]?.date ?? index,
  });

  return (
    <div ref={listRef} className={styles.days} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const day = days[item.index];
        if (!day) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.day}
            style={{ transform: `translateY(${item.start - offset}px)` }}
          >
            <DayBlock day={day} today={today} actions={actions} onAddMeal={onAddMeal} />
          </div>
        );
      })}
    </div>
  );
}
