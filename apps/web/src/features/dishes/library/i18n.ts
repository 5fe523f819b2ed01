import { messages } from './locales/en.po';
import { catalogHook } from '../../../lib/i18n/use-i18n';

/**
 * The library (/dishes): its list, cards, search and favourites. A catalog of its own
 * (locales/), so the library's first screen does not carry the words of the dish form, the
 * dish page and the rest of the dishes feature.
 */
export const useI18n = catalogHook(messages);
