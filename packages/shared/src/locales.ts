/**
 * The languages the product speaks, and how a person's language is chosen among them. No zod
 * and no catalogs here: the web app's first screen, its boot script and the server all read it.
 * docs/translating.md says how to add a language.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'pl', 'sv', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the product was written in; every other catalog translates it. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left: the page takes `dir="rtl"` and the layout mirrors. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A stored or received language, or null for anything that is not one of ours. */
export function parseLocale(value: unknown): Locale | null {
  return isLocale(value) ? value : null;
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The language subtag of a BCP 47 tag, lower-cased: "pt" for "pt-PT". */
function languageOf(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}

/**
 * The best of our languages for a person who reads `preferred` (most wanted first, as
 * navigator.languages and Accept-Language give them): the first tag we have exactly, or whose
 * language we have ("de-AT" reads German, "pt-PT" Brazilian Portuguese); English when none is.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const wanted = tag.trim().replace('_', '-').toLowerCase();
    if (!wanted || wanted === '*') continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const sameLanguage = LOCALES.find((locale) => languageOf(locale) === languageOf(wanted));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first ("de-CH, de;q=0.9, en;q=0.5"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag && quality > 0 && Number.isFinite(quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A language's own name, as its speakers write it at the start of a list ("Deutsch", "Français", "العربية"). */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
