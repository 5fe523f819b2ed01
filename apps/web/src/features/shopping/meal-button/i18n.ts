import { messages } from './locales/en.po';
import { catalogHook } from '../../../lib/i18n/use-i18n';

/**
 * A planned meal's Shop button: a catalog of its own (locales/), so the dashboards that show it do not carry the
 * words of the whole shopping feature.
 */
export const useI18n = catalogHook(messages);
