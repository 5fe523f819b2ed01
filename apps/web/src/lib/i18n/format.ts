import { useMemo } from 'react';
import { formatAmount } from '@hearth/shared/amounts';
import { firstDayOfWeek, formatDuration, formatLongDate, formatNumber, formatShortDate, startOfWeek } from '@hearth/shared/locale-format';
import { useI18n } from '../../i18n';
import { amountLanguage } from './amounts';
import { formattingLocale } from './locale-switch';

/**
 * Everything a screen writes that is not a message, in the shown language (docs/translating.md):
 * numbers ("0,5"), dates ("Dienstag, 24. November 2026"), lengths of time, amounts with their
 * units ("1 ½ EL") and the week's first day. Re-renders when the language changes.
 */
export function useFormat() {
  const { i18n } = useI18n();
  const locale = formattingLocale(i18n.locale);
  return useMemo(() => {
    const language = amountLanguage(i18n);
    return {
      locale,
      number: (value: number, options?: Parameters<typeof formatNumber>[2]) => formatNumber(locale, value, options),
      longDate: (dateOnly: string) => formatLongDate(locale, dateOnly),
      shortDate: (dateOnly: string) => formatShortDate(locale, dateOnly),
      duration: (seconds: number, maxSeconds?: number) => formatDuration(locale, seconds, maxSeconds),
      amount: (quantity: number, unit: string) => formatAmount(quantity, unit, language),
      firstDayOfWeek: () => firstDayOfWeek(locale),
      startOfWeek: (dateOnly: string) => startOfWeek(dateOnly, locale),
    };
  }, [i18n, locale]);
}
