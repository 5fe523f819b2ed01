import { type Virtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Meal } from '@hearth/shared/meals';
import { Button } from '../../../components/ui/button';
import menuStyles from './meal-menu.module.css';
import { MealRow, type MealRowActions } from './meal-row';
import { type MealDrag, useMealDrag } from './use-meal-drag';
import type { TimelineDay } from './timeline-days';
import { usePageOffset } from './use-page-offset';
import styles from './timeline.module.css';
import { useFormat } from '../../../lib/i18n/format';
import { useTakenOver } from '../../../lib/use-taken-over';
import { mealTitleText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';

interface DayListProps {
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

function DayBlock({ day, today, actions, onAddMeal, drag, narrow }: DayBlockProps) {
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
const NARROW = '(max-width: 600px)';

/**
 * A day's height before it is measured, from the number of meals the outline gives it (not from
 * its loaded meals: an estimate that changed as weeks load would move the days above the
 * screen, and the list would jump). Close guesses let the list open at today in one step.
 */
function estimateDayHeight(mealCount: number, narrow: boolean): number {
  return (narrow ? 145 : 110) + mealRowsHeight(mealCount, narrow);
}

/** About how tall a day's meals are, below its heading. */
function mealRowsHeight(mealCount: number, narrow: boolean): number {
  return Math.max(1, mealCount) * (narrow ? 120 : 70);
}

/** Days between the first day and today before the list opens at today rather than at its top. */
const OPEN_AT_TODAY_AFTER = 7;

/** Days in the server's first view: a week fills any screen. */
const FIRST_VIEW_DAYS = 7;

/**
 * The days the server draws (entry-server.tsx), one under the other, from where the list opens:
 * only days whose meals it has, since a day still loading takes its height from a style
 * attribute, which the page's policy does not allow.
 */
function firstViewDays(days: TimelineDay[], openAt: number | null): TimelineDay[] {
  const shown: TimelineDay[] = [];
  for (const day of days.slice(openAt ?? 0, (openAt ?? 0) + FIRST_VIEW_DAYS)) {
    if (day.meals === undefined) break;
    shown.push(day);
  }
  return shown;
}

/**
 * The date blocks. Two years of days is 730 blocks; only those near the viewport are in the
 * page, so the first render and every status change stay quick. A long timeline opens at
 * today; the days around what is shown are reported, so their meals load as the cook scrolls.
 */
export function DayList({ days, today, actions, onAddMeal, onVisibleDates, onMoveMeal }: DayListProps) {
  const { i18n } = useI18n();
  const listRef = useRef<HTMLDivElement>(null);
  const mealDrag = useMealDrag(onMoveMeal ?? ignoreDrop);
  const drag = onMoveMeal ? mealDrag : undefined;
  const narrow = typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches === true;
  // The navigation bar stays at the top of the window: a day scrolled "to the top" starts below it.
  const barHeight =
    typeof window === 'undefined' ? 0 : parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-height')) || 0;
  const offset = usePageOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: days.length,
    estimateSize: (index) => estimateDayHeight(days[index]?.mealCount ?? 0, narrow),
    overscan: 4,
    scrollMargin: offset,
    scrollPaddingStart: barHeight,
    getItemKey: (index) => days[index]?.date ?? index,
    // A scroll renders with React's next batch, not at once inside the scroll event: opening
    // two years at today would otherwise render the days once per scroll step, in one long task.
    useFlushSync: false,
  });

  // A long timeline opens at today; nothing is loaded for its top, which the cook has not seen.
  const todayIndex = days.findIndex((day) => day.date >= today);
  const openAt = todayIndex > OPEN_AT_TODAY_AFTER ? todayIndex : null;
  const anchoredAt = useRef<number | null>(null);
  const { stay: stayAtToday, anchoring } = useStayUntilMoved();
  useLayoutEffect(() => holdDaysOnScreen(virtualizer, barHeight, stayAtToday), [virtualizer, barHeight, stayAtToday]);

  // The server cannot measure: its page, and the browser's first render over it, show the first
  // days in the page's flow. Once the app has taken the page over, the list positions them, in a
  // transition: drawn in slices, not in one long task.
  const takenOver = useTakenOver();
  const [listed, setListed] = useState(takenOver);
  useEffect(() => {
    if (takenOver && !listed) startTransition(() => setListed(true));
  }, [takenOver, listed]);

  useEffect(() => {
    // The first view cannot be scrolled to today: it holds only the days from there.
    if (!listed || offset === 0 || openAt === null) return;
    // Once, and again when the page above the list changes height (its header settling) before
    // the cook has moved: the list would otherwise slide under the bar, today with it.
    if (anchoredAt.current !== null && (anchoredAt.current === offset || !stayAtToday.current)) return;
    anchoredAt.current = offset;
    anchoring();
    virtualizer.scrollToIndex(openAt, { align: 'start' });
  }, [listed, offset, openAt, virtualizer, stayAtToday, anchoring]);

  const items = virtualizer.getVirtualItems();
  const openAtShown = items.some((item) => item.index === openAt);
  const firstShown = days[items[0]?.index ?? -1]?.date;
  const lastShown = days[items.at(-1)?.index ?? -1]?.date;
  const reachedOpening = useRef(false);
  useEffect(() => {
    if (!listed) return;
    if (openAt !== null && !reachedOpening.current) {
      if (!openAtShown) return;
      reachedOpening.current = true;
    }
    if (firstShown && lastShown) onVisibleDates?.(firstShown, lastShown);
  }, [listed, openAt, openAtShown, firstShown, lastShown, onVisibleDates]);

  if (!listed) {
    return (
      <div ref={listRef} className={styles.days}>
        {firstViewDays(days, openAt).map((day) => (
          <div key={day.date} className={styles.dayInFlow}>
            <DayBlock day={day} today={today} actions={actions} onAddMeal={onAddMeal} drag={drag} narrow={narrow} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div ref={listRef} className={styles.days} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
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
            <DayBlock day={day} today={today} actions={actions} onAddMeal={onAddMeal} drag={drag} narrow={narrow} />
          </div>
        );
      })}
      {drag?.meal && drag.point ? (
        <div className={menuStyles.ghost} style={{ left: drag.point.x, top: drag.point.y }} aria-hidden="true">
          {mealTitleText(i18n, drag.meal)}
        </div>
      ) : null}
    </div>
  );
}

function ignoreDrop() {}

/**
 * A day under the navigation bar is out of sight as much as one above the window: when it
 * changes height (its meals replacing "Loading meals..."), the days on screen must stay put.
 * The library keeps them still only for a day wholly above the window, so the day just above
 * today, half under the bar, would pull today up beneath it. (It also lets a day above move
 * the screen while scrolling up, against a run of jumps; while `holding` (the cook has not
 * moved), only the timeline scrolls, and today must hold.) Set on the instance, as the
 * library's API has it.
 */
function holdDaysOnScreen(virtualizer: Virtualizer<Window, Element>, barHeight: number, holding: RefObject<boolean>) {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const visibleTop = (instance.scrollOffset ?? 0) + barHeight;
    const firstMeasure = !instance.itemSizeCache.has(item.key);
    return firstMeasure ? item.start < visibleTop : item.end <= visibleTop && (holding.current || instance.scrollDirection !== 'backward');
  };
}

/**
 * `stay` is true until the cook moves the page: a wheel, a touch, a key or a press, or a
 * scroll of more than a screen that the timeline did not make (a script's, say). After that it
 * never jumps back to today. Call `anchoring()` just before scrolling to today.
 */
function useStayUntilMoved() {
  const stay = useRef(true);
  const oursUntil = useRef(0);
  useEffect(() => {
    let lastY = window.scrollY;
    const moved = () => {
      stay.current = false;
      stop();
    };
    const scrolled = () => {
      const ours = performance.now() < oursUntil.current;
      if (!ours && Math.abs(window.scrollY - lastY) > window.innerHeight) moved();
      lastY = window.scrollY;
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stop() {
      for (const name of inputs) window.removeEventListener(name, moved);
      window.removeEventListener('scroll', scrolled);
    }
    for (const name of inputs) window.addEventListener(name, moved, { passive: true });
    window.addEventListener('scroll', scrolled, { passive: true });
    return stop;
  }, []);
  // The scroll to today lands over a few frames while the days around it are measured.
  const anchoring = useCallback(() => {
    oursUntil.current = performance.now() + 1000;
  }, []);
  return { stay, anchoring };
}
