import { addDays } from './calendar-dates.js';

/**
 * The pantry's rules without zod (pantry.ts is its contract), so the dashboard's "use soon"
 * note does not bring the schemas' library onto the first screen.
 */

export const PANTRY_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type PantryPlace = (typeof PANTRY_PLACES)[number];

export const PANTRY_LIMITS = { name: 200, line: 300, items: 2_000, amount: 100_000 } as const;

/** An item whose use-by date is this many days away or fewer is flagged, to be used first. */
export const USE_SOON_DAYS = 3;

/** Whether an item should be used first: its use-by date is within USE_SOON_DAYS of `today` (or past). */
export function isToUseSoon(useBy: string | null, today: string): boolean {
  return useBy !== null && useBy <= addDays(today, USE_SOON_DAYS);
}
