import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@hearth/shared/locales';
import { htmlAttributes, initialLocale, LOCALE_KEY } from './locale-choice';

/**
 * public/theme-boot.js sets <html lang dir> before the first paint, in plain ES5 the app's code
 * cannot share; it must choose as locale-choice.ts does, or a page would paint in one direction
 * and turn round when the app starts.
 */
const bootScript = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../public/theme-boot.js'), 'utf8');

function browser(languages: string[], stored: string | null) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
  localStorage.clear();
  if (stored !== null) localStorage.setItem(LOCALE_KEY, stored);
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
}

function runBootScript() {
  new Function(bootScript)();
  return { lang: document.documentElement.lang, dir: document.documentElement.dir };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-rendered');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the boot script', () => {
  const cases: Array<[string[], string | null]> = [
    ...LOCALES.map((locale): [string[], null] => [[locale], null]),
    [['de-AT', 'en'], null],
    [['pt-PT'], null],
    [['ar-EG'], null],
    [['ja', 'zh-CN'], null],
    [['fr-CA', 'ar'], null],
    [[], null],
    [['de'], 'ar'],
    [['ar'], 'sv'],
    [['en-US'], 'pseudo'],
    [['en-US'], 'klingon'],
  ];

  it.each(cases)('for a browser reading %j with %j kept, sets <html lang dir> as the app will', (languages, stored) => {
    browser(languages, stored);
    const app = htmlAttributes(initialLocale());
    expect(runBootScript()).toEqual(app);
  });

  it('turns the page right to left before it paints, for Arabic', () => {
    browser(['ar-SA', 'en'], null);
    expect(runBootScript()).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('leaves the language of a screen the server rendered, which its text is in, for the app to change', () => {
    browser(['en-US'], 'pseudo');
    document.documentElement.lang = 'de';
    document.documentElement.dir = 'ltr';
    document.documentElement.setAttribute('data-rendered', '');
    expect(runBootScript()).toEqual({ lang: 'de', dir: 'ltr' });
  });
});
