import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** The admin screen's catalog (locales/): its components call `useI18n()` and write `i18n._('admin.…')`. */
export const useI18n = catalogHook(messages);
