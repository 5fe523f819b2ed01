import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** The pantry and what can be cooked from it: the catalog (locales/) of features/pantry. */
export const useI18n = catalogHook(messages);
