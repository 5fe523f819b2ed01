import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Meal } from '@hearth/shared/meals';
import { addDays } from '../../../lib/dates';
import { useMealDays } from './get-meal-days';
import { getMealWindowQueryOptions } from './get-meal-window';
import { READ_AHEAD_DAYS, initialMealWindows, windowStartOf, windowsBetween } from './meal-windows';

/**
 * The timeline's data: its outline whole, and its meals a window of four weeks at a time,
 * the weeks around today first and more as the cook scrolls either way. Nothing asks for
 * every meal ever planned.
 */
export function useMealTimeline(hearthId?: number) {
  const outline = useMealDays(hearthId);
  const [wanted, setWanted] = useState<string[]>(() => initialMealWindows());

  // Stable while the wanted windows are, so TanStack Query keeps its combined answer between renders.
  const combine = useCallback(
    (results: Array<{ data?: Meal[] | undefined; error: Error | null }>) => {
      const loaded = new Set<string>();
      const meals: Meal[] = [];
      results.forEach((result, index) => {
        if (!result.data) return;
        loaded.add(wanted[index]!);
        meals.push(...result.data);
      });
      return { loaded, meals, failed: results.find((result) => result.error)?.error ?? null };
    },
    [wanted],
  );
  const windows = useQueries({ queries: wanted.map((start) => getMealWindowQueryOptions(start, hearthId)), combine });

  const isLoaded = useCallback((date: string) => windows.loaded.has(windowStartOf(date)), [windows.loaded]);

  const onVisibleDates = useCallback((first: string, last: string) => {
    const needed = windowsBetween(addDays(first, -READ_AHEAD_DAYS), addDays(last, READ_AHEAD_DAYS));
    setWanted((current) => {
      const missing = needed.filter((start) => !current.includes(start));
      return missing.length ? [...current, ...missing] : current;
    });
  }, []);

  return { outline, meals: windows.meals, isLoaded, onVisibleDates, failed: windows.failed };
}
