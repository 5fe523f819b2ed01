import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** Fill my week: the catalog (locales/) of features/planner. */
export const useI18n = catalogHook(messages);
