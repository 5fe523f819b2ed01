import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { DEFAULT_LOCALE, type Locale, LOCALES, acceptedLanguages, matchLocale, parseLocale } from '@hearth/shared/locales';

/**
 * What the server writes for people to read in their language: mails and calendar feeds
 * (error answers stay English `message`s with stable codes, which the web app translates). The
 * catalogs are apps/server/locales/<locale>.po, beside the code in the source tree and in the
 * build alike, compiled once at start; `npm run i18n:extract` keeps them in step with
 * `i18n._('mail.…')` calls here (docs/translating.md).
 */
const CATALOGS = new URL('../../locales/', import.meta.url);

function compiledCatalog(locale: Locale): Messages {
  const po = PO.parse(readFileSync(new URL(`${locale}.po`, CATALOGS), 'utf8'));
  return Object.fromEntries(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, compileMessage(item.msgstr[0] ?? '')]));
}

/** One runtime per language, each always active in its own language, so concurrent requests never share a locale. */
const runtimes = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: compiledCatalog(locale) } })]),
);

export function messagesIn(locale: Locale): I18n {
  return runtimes.get(locale) ?? runtimes.get(DEFAULT_LOCALE)!;
}

/**
 * The language to write to a person in: the one their account chose, else the one the request
 * that caused the writing asked for (its Accept-Language), else English.
 */
export function recipientLocale(accountLanguage: unknown, acceptLanguage: string | null | undefined): Locale {
  return parseLocale(accountLanguage) ?? matchLocale(acceptedLanguages(acceptLanguage ?? undefined));
}
