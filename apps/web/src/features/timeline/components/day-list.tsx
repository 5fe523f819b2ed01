import { type RefObject, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen, isFirstScreen } from '../../../lib/after-first-screen';
import { type ItemFocus, focusItemAgain, focusedItem } from '../../../lib/focus-again';
import menuStyles from './meal-menu.module.css';
import { DayBlock, type DayListProps, NARROW, estimateDayHeight, estimatedHeightBefore, openingDay } from './day-block';
import { useMealDrag } from './use-meal-drag';
import type { TimelineDay } from './timeline-days';
import { usePageOffset } from './use-page-offset';
import { useStayUntilMoved } from './use-stay-until-moved';
import { useLaterWindowVirtualizer } from './use-later-window-virtualizer';
import { onceGoingUp } from './going-up';
import type { WindowVirtualizer } from './window-virtualizer';
import styles from './timeline.module.css';
import { useTakenOver } from '../../../lib/use-taken-over';
import { mealTitleText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';

/** Days in the first view: a week fills any screen. */
const FIRST_VIEW_DAYS = 7;

/**
 * The days the first view draws, one under the other, from where the list opens: only days
 * whose meals it has, since a day still loading takes its height from a style attribute, which
 * the page's policy does not allow.
 */
function firstViewDays(days: TimelineDay[], openAt: number | null): TimelineDay[] {
  const shown: TimelineDay[] = [];
  for (const day of days.slice(openAt ?? 0, (openAt ?? 0) + FIRST_VIEW_DAYS)) {
    if (day.meals === undefined) break;
    shown.push(day);
  }
  return shown;
}

/** The first view's days' heights by date, as the browser laid them out. */
function measureFirstView(list: HTMLElement | null, heights: Map<string, number>): void {
  for (const wrapper of list?.children ?? []) {
    const date = wrapper.firstElementChild?.getAttribute('data-day');
    // A view laid out at no height (not shown at all) says nothing of its days' heights.
    if (date && wrapper instanceof HTMLElement && wrapper.offsetHeight > 0) heights.set(date, wrapper.offsetHeight);
  }
}

/**
 * The date blocks. Two years of days is 730 blocks; only those near the viewport are in the
 * page, so the first render and every status change stay quick. A long timeline opens at
 * today; the days around what is shown are reported, so their meals load as the cook scrolls.
 *
 * A page's first view is the week from where the list opens, in the page's flow: the server
 * cannot measure. The list's library then arrives and positions its days, from their own layout
 * (decision 0085): once the first screen is up, sooner on a long timeline when the cook tries to
 * go up (decision 0086), and at once on a later screen (the cook came from another).
 */
export function DayList({ days, today, actions, onAddMeal, onVisibleDates, onMoveMeal }: DayListProps) {
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const mealDrag = useMealDrag(onMoveMeal ?? ignoreDrop);
  const drag = onMoveMeal ? mealDrag : undefined;
  const untilMoved = useStayUntilMoved();
  const { stay: stayAtToday, anchoring } = untilMoved;
  const narrow = typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches === true;
  // The navigation bar stays at the top of the window: a day scrolled "to the top" starts below it.
  const barHeight =
    typeof window === 'undefined' ? 0 : parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-height')) || 0;
  const offset = usePageOffset(listRef);
  const openAt = openingDay(days, today);

  const takenOver = useTakenOver();
  const [load, setLoad] = useState(() => takenOver && !isFirstScreen());
  // The first view's days at their true heights: placed there, they do not move, and measuring
  // them changes nothing (a change draws the list a second time, at once, inside the same long
  // task on a phone).
  const firstViewHeights = useRef(new Map<string, number>());
  // A long timeline's days move far down the page once the days above today are in: as new
  // elements, not as the first view's moved (a layout shift of the whole screen), with the focus
  // given back to the control that had it.
  const movesDown = openAt !== null;
  const focusBefore = useRef<ItemFocus | undefined>(undefined);
  // Home pressed before the list was there: it opens at the timeline's top, as Home asked.
  const toTheTop = useRef(false);
  const position = useCallback((goingToTheTop = false) => {
    toTheTop.current = goingToTheTop;
    measureFirstView(listRef.current, firstViewHeights.current);
    focusBefore.current = focusedItem(listRef.current, 'data-day');
    setLoad(true);
  }, []);
  // The list comes once the first screen is up.
  useEffect(() => {
    if (!takenOver || load) return;
    return afterFirstScreen(queryClient, () => position());
  }, [takenOver, load, queryClient, position]);
  // A long timeline's first view has nothing above today, so its list comes sooner when the
  // cook tries to go up: listened for from the page's first moment in the browser, as the
  // cook's own keys and wheel are (useStayUntilMoved), so that no press is lost.
  useEffect(() => {
    if (load || !movesDown) return;
    return onceGoingUp(position);
  }, [load, movesDown, position]);

  // Where the window stands once the days above the opening day are in the page: today under
  // the bar, or, once the cook has moved, the first view's days where they were on screen (the
  // page's top if that move was Home).
  const opening = () => {
    if (toTheTop.current) return 0;
    if (openAt === null) return window.scrollY;
    const above = estimatedHeightBefore(days, openAt, narrow);
    return stayAtToday.current ? offset + above - barHeight : window.scrollY + above;
  };
  const [opened, setOpened] = useState(false);
  const virtualizer = useLaterWindowVirtualizer(
    {
      count: days.length,
      estimateSize: (index) => {
        const day = days[index];
        return firstViewHeights.current.get(day?.date ?? '') ?? estimateDayHeight(day?.mealCount ?? 0, narrow);
      },
      // Only the days on screen at first, all of them the first view's, whose heights are known:
      // nothing is measured in the list's first commit. The days around them come next.
      overscan: opened ? 4 : 0,
      scrollMargin: offset,
      scrollPaddingStart: barHeight,
      getItemKey: (index) => days[index]?.date ?? index,
      // Its first render is of the days where the list opens, not of the timeline's top.
      initialOffset: opening,
      // The window's size from the start, not once observed: a list that first thought it had
      // no height would drop the days below the first and draw them again.
      initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    },
    load,
    // Once measured, a day's own height (a meal added since); the first view's only before.
    (key) => firstViewHeights.current.get(String(key)),
  );
  const listed = virtualizer !== null;
  useEffect(() => {
    if (listed && !opened) startTransition(() => setOpened(true));
  }, [listed, opened]);
  useLayoutEffect(() => {
    if (virtualizer) holdDaysOnScreen(virtualizer, barHeight, stayAtToday);
  }, [virtualizer, barHeight, stayAtToday]);

  // Before the list's first paint: the window moves to the days it drew, then (until the cook
  // moves) brings today under the bar, and again when the page above the list changes height
  // (its header settling): the list would otherwise slide under the bar, today with it.
  const anchoredAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!virtualizer || anchoredAt.current !== null) return;
    const top = virtualizer.scrollOffset ?? window.scrollY;
    if (window.scrollY !== top) window.scrollTo({ top, behavior: 'instant' });
    focusItemAgain(listRef.current, 'data-day', focusBefore.current);
  }, [virtualizer]);
  useLayoutEffect(() => {
    if (!virtualizer || offset === 0 || openAt === null) return;
    if (anchoredAt.current !== null && (anchoredAt.current === offset || !stayAtToday.current)) return;
    anchoredAt.current = offset;
    if (!stayAtToday.current) return;
    anchoring();
    virtualizer.scrollToIndex(openAt, { align: 'start' });
  }, [virtualizer, offset, openAt, stayAtToday, anchoring]);

  const items = virtualizer?.getVirtualItems() ?? [];
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

  // Kept across renders: when the app takes the page over, DayList renders again (useTakenOver),
  // at once, and the week's meals need not.
  const firstView = useMemo(
    () =>
      firstViewDays(days, openAt).map((day) => (
        <div key={day.date} className={styles.dayInFlow}>
          <DayBlock day={day} today={today} actions={actions} onAddMeal={onAddMeal} drag={drag} narrow={narrow} />
        </div>
      )),
    [days, openAt, today, actions, onAddMeal, drag, narrow],
  );

  return (
    <div ref={listRef} className={styles.days} style={virtualizer ? { height: virtualizer.getTotalSize() } : undefined}>
      {virtualizer
        ? items.map((item) => {
            const day = days[item.index];
            if (!day) return null;
            return (
              <div
                key={movesDown ? `listed-${item.key}` : item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.day}
                style={{ transform: `translateY(${item.start - offset}px)` }}
              >
                <DayBlock day={day} today={today} actions={actions} onAddMeal={onAddMeal} drag={drag} narrow={narrow} />
              </div>
            );
          })
        : firstView}
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
function holdDaysOnScreen(virtualizer: WindowVirtualizer, barHeight: number, holding: RefObject<boolean>) {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const visibleTop = (instance.scrollOffset ?? 0) + barHeight;
    const firstMeasure = !instance.itemSizeCache.has(item.key);
    return firstMeasure ? item.start < visibleTop : item.end <= visibleTop && (holding.current || instance.scrollDirection !== 'backward');
  };
}
