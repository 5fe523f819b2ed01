import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** Planning and moving meals: the catalog (locales/) of the Plan a Meal and Move dialogs. */
export const useI18n = catalogHook(messages);
