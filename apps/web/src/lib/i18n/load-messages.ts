import type { Messages } from '@lingui/core';
import type { Locale } from '@hearth/shared/locales';
import type { ShownLocale } from './locale-choice';

/**
 * Each language's messages from every catalog, compiled by @lingui/vite-plugin, as one chunk
 * fetched only when that language is chosen (catalogs/<locale>.ts; adding a language adds one
 * there). English is not here: it ships inside the code that shows it (`catalogHook`).
 */
const LOADERS: Record<Exclude<Locale, 'en'> | 'pseudo', () => Promise<{ messages: Messages }>> = {
  de: () => import('./catalogs/de'),
  fr: () => import('./catalogs/fr'),
  es: () => import('./catalogs/es'),
  it: () => import('./catalogs/it'),
  nl: () => import('./catalogs/nl'),
  'pt-BR': () => import('./catalogs/pt-BR'),
  pl: () => import('./catalogs/pl'),
  sv: () => import('./catalogs/sv'),
  ar: () => import('./catalogs/ar'),
  pseudo: () => import('./catalogs/pseudo'),
};

/** The messages of `locale` from every catalog; nothing for English, which the code brings. */
export async function loadMessages(locale: ShownLocale): Promise<Messages | null> {
  if (locale === 'en') return null;
  return (await LOADERS[locale]()).messages;
}
