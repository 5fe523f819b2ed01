import { type Locale, matchLocale, parseLocale, textDirection } from '@hearth/shared/locales';

/**
 * Which language the app shows (docs/decisions/0060): the account's choice, else the browser's
 * languages, else English. `pseudo` is the test language (docs/translating.md): every text
 * accented and longer, so a text that is not in a catalog stands out.
 */
export type ShownLocale = Locale | 'pseudo';

/**
 * Mirrors the signed-in account's language, as `theme` mirrors its theme, for
 * public/theme-boot.js, which sets <html lang dir> before the first paint. Sign-out clears it,
 * so signed-out screens follow the browser. Holding `pseudo`, it turns the test language on.
 */
export const LOCALE_KEY = 'locale';
export const PSEUDO_LOCALE = 'pseudo';

function stored(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** The test language was asked for in this browser. */
export function pseudoLocaleOn(): boolean {
  return stored() === PSEUDO_LOCALE;
}

/** The best of our languages for this browser's own list. */
export function browserLocale(): Locale {
  if (navigator.languages?.length) return matchLocale(navigator.languages);
  return matchLocale(navigator.language ? [navigator.language] : []);
}

/** The language to start in, before the session is known: as the boot script chose it. */
export function initialLocale(): ShownLocale {
  if (pseudoLocaleOn()) return PSEUDO_LOCALE;
  return parseLocale(stored()) ?? browserLocale();
}

/** The language for the session: the account's choice, else the browser's. */
export function localeFor(accountLocale: Locale | null): ShownLocale {
  if (pseudoLocaleOn()) return PSEUDO_LOCALE;
  return accountLocale ?? browserLocale();
}

/** Keeps the account's choice for the next first paint, or forgets it (the browser's languages then apply). */
export function rememberAccountLocale(accountLocale: Locale | null): void {
  if (pseudoLocaleOn()) return;
  try {
    if (accountLocale) localStorage.setItem(LOCALE_KEY, accountLocale);
    else localStorage.removeItem(LOCALE_KEY);
  } catch {
    // Storage can be off; the language still applies once the session is read.
  }
}

/** The attributes <html> takes for a language; the test language is "en-XA", the usual tag for accented English. */
export function htmlAttributes(locale: ShownLocale): { lang: string; dir: 'ltr' | 'rtl' } {
  if (locale === PSEUDO_LOCALE) return { lang: 'en-XA', dir: 'ltr' };
  return { lang: locale, dir: textDirection(locale) };
}
