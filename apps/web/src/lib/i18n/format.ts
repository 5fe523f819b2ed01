import { useMemo } from 'react';
import { formatAmount } from '@hearth/shared/amounts';
import {
  firstDayOfWeek,
  formatDayWithYear,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatShortDate,
  startOfWeek,
} from '@hearth/shared/locale-format';
import { useI18n } from '../../i18n';
import { amountLanguage } from '../kitchen-words/amounts';
import { formattingLocale } from './locale-switch';
import { pseudoText } from './pseudo-text';
import { nextTask } from '../next-task';

/**
 * Everything a screen writes that is not a message, in the shown language (docs/translating.md):
 * numbers ("0,5"), dates ("Dienstag, 24. November 2026"), lengths of time, amounts with their
 * units ("1 ½ EL") and the week's first day. Re-renders when the language changes. In the test
 * language Intl's own words ("min", "Tuesday") are accented too: they are translated, by Intl.
 */
export function useFormat() {
  const { i18n } = useI18n();
  const locale = formattingLocale(i18n.locale);
  const pseudo = i18n.locale === 'pseudo';
  return useMemo(() => {
    const language = amountLanguage(i18n);
    const written = pseudo ? pseudoText : (text: string) => text;
    return {
      locale,
      number: (value: number, options?: Parameters<typeof formatNumber>[2]) => formatNumber(locale, value, options),
      longDate: (dateOnly: string) => written(formatLongDate(locale, dateOnly)),
      shortDate: (dateOnly: string) => written(formatShortDate(locale, dateOnly)),
      dayWithYear: (dateOnly: string) => written(formatDayWithYear(locale, dateOnly)),
      duration: (seconds: number, maxSeconds?: number) => written(formatDuration(locale, seconds, maxSeconds)),
      amount: (quantity: number, unit: string) => formatAmount(quantity, unit, language),
      firstDayOfWeek: () => firstDayOfWeek(locale),
      startOfWeek: (dateOnly: string) => startOfWeek(dateOnly, locale),
    };
  }, [i18n, locale, pseudo]);
}

/**
 * Builds the number and date formatters a first screen uses, ahead of it: the first of each
 * loads the language's `Intl` data, which on a phone is a long task inside the render that
 * shows the first cards or days. Each in a task of its own, while the screen's data is on its
 * way or before the app takes over a page the server rendered.
 */
export async function warmFormatters(locale: string): Promise<void> {
  await nextTask();
  formatNumber(locale, 1);
  await nextTask();
  formatLongDate(locale, '2026-01-01');
}
