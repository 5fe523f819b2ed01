import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** Instacart's and the week review's catalog (locales/): its components call `useI18n()` and write `i18n._('shopping.…')`. */
export const useI18n = catalogHook(messages);
