import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** A dish's public link on its page: the catalog (locales/) of features/share-links. */
export const useI18n = catalogHook(messages);
