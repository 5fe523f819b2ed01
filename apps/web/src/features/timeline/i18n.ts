import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** The meal timeline's catalog (locales/): its components call `useI18n()` and write `i18n._('timeline.…')`. */
export const useI18n = catalogHook(messages);
