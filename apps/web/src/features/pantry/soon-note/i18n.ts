import { messages } from './locales/en.po';
import { catalogHook } from '../../../lib/i18n/use-i18n';

/**
 * The dashboards' note of what to use soon from the pantry: a catalog of its own (locales/), so the dashboards that show it do not carry the
 * words of the whole pantry feature.
 */
export const useI18n = catalogHook(messages);
