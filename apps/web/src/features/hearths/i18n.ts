import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/** The hearths' and invitations' catalog (locales/): its components call `useI18n()` and write `i18n._('hearths.…')`. */
export const useI18n = catalogHook(messages);
