import { messages } from './locales/en.po';
import { catalogHook } from '../../lib/i18n/use-i18n';

/**
 * The routes' own catalog (locales/): the words of the screens under app/routes, which load
 * with their route, so the first screen does not carry them (the shell's catalog, src/locales/,
 * keeps only what every screen shares).
 */
export const useI18n = catalogHook(messages);
