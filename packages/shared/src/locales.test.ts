import { describe, expect, it } from 'vitest';
import { LOCALES, acceptedLanguages, languageName, matchLocale, parseLocale, textDirection } from './locales.js';

describe('matchLocale', () => {
  it.each<[string[], string]>([
    [['de-DE', 'en'], 'de'],
    [['de-AT'], 'de'],
    [['en-GB', 'de'], 'en'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['PT-br'], 'pt-BR'],
    [['zh-CN', 'ja', 'fr-CA'], 'fr'],
    [['ar-MA'], 'ar'],
    [['sv_SE'], 'sv'],
    [['nb', 'no'], 'en'],
    [[], 'en'],
    [['*'], 'en'],
  ])('reads %j as %j', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });

  it('finds every language it offers by its own tag', () => {
    for (const locale of LOCALES) expect(matchLocale([locale])).toBe(locale);
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by quality, keeping the order of equals and dropping q=0', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de', '*']);
    expect(acceptedLanguages('en;q=0.2, pl')).toEqual(['pl', 'en']);
    expect(acceptedLanguages('de;q=0, sv')).toEqual(['sv']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });

  it('chooses with matchLocale as a browser asks', () => {
    expect(matchLocale(acceptedLanguages('nl-BE,nl;q=0.9,en-US;q=0.8'))).toBe('nl');
  });
});

describe('the languages', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(LOCALES.filter((locale) => textDirection(locale) === 'rtl')).toEqual(['ar']);
  });

  it('names each language in itself, capitalised as a list starts', () => {
    expect(LOCALES.map(languageName)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Italiano',
      'Nederlands',
      'Português (Brasil)',
      'Polski',
      'Svenska',
      'العربية',
    ]);
  });

  it('accepts only its own tags as a stored choice', () => {
    expect(parseLocale('pt-BR')).toBe('pt-BR');
    expect(parseLocale('pt')).toBeNull();
    expect(parseLocale(null)).toBeNull();
  });
});
