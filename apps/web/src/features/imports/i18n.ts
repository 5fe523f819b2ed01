import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** The imports folder's catalog (locales/): its components call `useI18n()` and write `i18n._('imports.…')`. */
export const useI18n = catalogHook(messages);
