import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** Cook mode's catalog (locales/): its components call `useI18n()` and write `i18n._('cookMode.…')`. */
export const useI18n = catalogHook(messages);
export { i18n } from '../../lib/i18n/i18n';
