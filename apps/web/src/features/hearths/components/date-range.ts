import { useMemo } from 'react';
import { useFormat } from '../../../lib/i18n/format';
import { pseudoText } from '../../../lib/i18n/pseudo-text';
import { useI18n } from '../i18n';

/**
 * A hearth's dates in the shown language: "Nov 23, 2026" and "Nov 23, 2026 – Nov 29, 2026" in
 * English, "23. Nov. 2026" in German (YYYY-MM-DD dates). The test language accents Intl's words,
 * as useFormat does.
 */
export function useHearthDates() {
  const { i18n } = useI18n();
  const { locale } = useFormat();
  const pseudo = i18n.locale === 'pseudo';
  return useMemo(() => {
    const shortDate = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const date = (dateOnly: string) => {
      const text = shortDate.format(new Date(`${dateOnly}T12:00:00Z`));
      return pseudo ? pseudoText(text) : text;
    };
    return { date, range: (startDate: string, endDate: string) => `${date(startDate)} – ${date(endDate)}` };
  }, [locale, pseudo]);
}
