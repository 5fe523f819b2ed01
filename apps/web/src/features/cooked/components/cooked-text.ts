import type { I18n } from '@lingui/core';
import { addDays } from '../../../lib/dates';
import { pseudoText } from '../../../lib/i18n/pseudo-text';
import { formattingLocale } from '../../../lib/i18n/locale-switch';

/** A day without its weekday, in the shown language: "November 3, 2026", "3. November 2026". */
export function writtenDay(i18n: I18n, day: string): string {
  const text = new Date(`${day}T12:00:00.000Z`).toLocaleDateString(formattingLocale(i18n.locale), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // The test language accents Intl's words too (lib/i18n/format.ts does the same).
  return i18n.locale === 'pseudo' ? pseudoText(text) : text;
}

/** "Last cooked today", "Last cooked yesterday", else "Last cooked November 3, 2026". */
export function lastCookedText(i18n: I18n, day: string, today: string): string {
  if (day === today) return i18n._('cooked.lastToday');
  if (day === addDays(today, -1)) return i18n._('cooked.lastYesterday');
  return i18n._('cooked.lastOn', { date: writtenDay(i18n, day) });
}

/** "Cooked once", "Cooked 3 times". */
export function cookedCountText(i18n: I18n, count: number): string {
  return i18n._('cooked.count', { count });
}
