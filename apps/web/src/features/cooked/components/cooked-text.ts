import { addDays } from '../../../lib/dates';

/** "Last cooked today", "Last cooked yesterday", else "Last cooked November 3, 2026". */
export function lastCookedText(day: string, today: string): string {
  if (day === today) return 'Last cooked today';
  if (day === addDays(today, -1)) return 'Last cooked yesterday';
  const date = new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Last cooked ${date}`;
}

/** "Cooked once", "Cooked 3 times". */
export function cookedCountText(count: number): string {
  return count === 1 ? 'Cooked once' : `Cooked ${count.toLocaleString('en-US')} times`;
}
