import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** "Mark as cooked" and the cooked history: the catalog (locales/) of features/cooked. */
export const useI18n = catalogHook(messages);
