import { messages } from './locales/en.po';
import { catalogHook } from '../../../lib/i18n/use-i18n';

/**
 * Choosing a new password from a reset link: a catalog of its own (locales/), so the sign-in
 * page, everyone's first screen, does not carry its words.
 */
export const useI18n = catalogHook(messages);
