import { textDirection } from '@hearth/shared/locales';
import { useI18nContext } from './use-i18n';

/** The direction the shown language is read in, for what CSS cannot mirror: arrow keys, swipes. */
export function useTextDirection(): 'ltr' | 'rtl' {
  return textDirection(useI18nContext().locale);
}
