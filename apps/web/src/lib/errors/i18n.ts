import { messages } from './locales/en.po';
import { catalogHook } from '../i18n/use-i18n';

/** The catalog of the texts every screen gives a problem: validation codes and the API's error codes. */
export const useI18n = catalogHook(messages);
