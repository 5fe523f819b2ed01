import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { ApiError } from '../api-client';
import { problemTexts } from './other-languages';

/**
 * What a failed request tells the person, in the shown language. English keeps the server's own
 * words (the product's); another language says the error's code in its words, and for a code the
 * app does not know, the screen's own `fallback` (already in the shown language), never the
 * server's English.
 */
export function errorText(i18n: I18n, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (i18n.locale === DEFAULT_LOCALE) return error.serverMessage ?? fallback;
  return problemTexts()?.knownCodeText(i18n, error) ?? fallback;
}
