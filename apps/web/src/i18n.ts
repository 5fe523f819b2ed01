import { messages } from './locales/en.po';
import { catalogHook } from './lib/i18n/use-i18n';

/**
 * The shell's catalog (locales/): the words of app/, components/ and lib/, which every screen
 * shares. Components there call `useI18n()`; code outside components imports `i18n` from here,
 * which guarantees these messages are in the runtime.
 */
export const useI18n = catalogHook(messages);
export { i18n } from './lib/i18n/i18n';
