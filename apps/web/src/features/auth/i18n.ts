import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** Sign-in's catalog (locales/; sign-up and password reset have their own, in their folders): its components call `useI18n()` and write `i18n._('auth.…')`. */
export const useI18n = catalogHook(messages);
