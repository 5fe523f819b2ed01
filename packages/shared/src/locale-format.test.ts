import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity, type AmountLanguage } from './amounts.js';
import {
  defaultUnitSystem,
  firstDayFromTable,
  firstDayOfWeek,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatShortDate,
  startOfWeek,
} from './locale-format.js';
import { LOCALES } from './locales.js';

describe('formatLongDate', () => {
  it.each([
    ['en', 'Tuesday, November 24, 2026'],
    ['de', 'Dienstag, 24. November 2026'],
    ['fr', 'mardi 24 novembre 2026'],
    ['pt-BR', 'terça-feira, 24 de novembro de 2026'],
    ['pl', 'wtorek, 24 listopada 2026'],
    ['ar', 'الثلاثاء، 24 نوفمبر 2026'],
  ])('writes 2026-11-24 in %s as %j', (locale, expected) => {
    expect(formatLongDate(locale, '2026-11-24')).toBe(expected);
  });

  it('keeps the calendar date whatever the time zone', () => {
    expect(formatShortDate('en', '2026-01-01')).toBe('Jan 1');
    expect(formatShortDate('de', '2026-01-01')).toBe('1. Jan.');
  });
});

describe('formatNumber', () => {
  it('writes decimals and thousands as each language does', () => {
    expect(formatNumber('en', 0.5)).toBe('0.5');
    expect(formatNumber('de', 0.5)).toBe('0,5');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatNumber('fr', 0.25)).toBe('0,25');
    expect(formatNumber('de', 1500, { amount: true })).toBe('1500');
    expect(formatNumber('en', 12500, { amount: true })).toBe('12,500');
  });
});

describe('firstDayOfWeek', () => {
  it('starts the week on Sunday in the United States and Brazil, Saturday in Egypt, Monday in Europe', () => {
    expect(LOCALES.map((locale) => [locale, firstDayOfWeek(locale)])).toEqual([
      ['en', 7],
      ['de', 1],
      ['fr', 1],
      ['es', 1],
      ['it', 1],
      ['nl', 1],
      ['pt-BR', 7],
      ['pl', 1],
      ['sv', 1],
      ['ar', 6],
    ]);
    expect(firstDayOfWeek('en-GB')).toBe(1);
  });

  it('has a table that agrees with Intl where a browser has no week information', () => {
    for (const locale of [...LOCALES, 'en-GB', 'en-AU', 'ar-SA', 'ar-MA', 'es-MX', 'fr-CA']) {
      expect([locale, firstDayFromTable(locale)]).toEqual([locale, firstDayOfWeek(locale)]);
    }
  });

  it('finds the start of the week a date is in', () => {
    // 2026-11-24 is a Tuesday.
    expect(startOfWeek('2026-11-24', 'de')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-24', 'en')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-24', 'ar')).toBe('2026-11-21');
    expect(startOfWeek('2026-11-22', 'en')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 'de')).toBe('2026-11-16');
  });
});

describe('defaultUnitSystem', () => {
  it('is metric outside the United States, and recipes as written there', () => {
    expect(defaultUnitSystem('en-US')).toBe('as-written');
    expect(defaultUnitSystem('en')).toBe('as-written');
    expect(defaultUnitSystem('en-GB')).toBe('metric');
    expect(defaultUnitSystem('de')).toBe('metric');
    expect(defaultUnitSystem('pt-BR')).toBe('metric');
    expect(defaultUnitSystem('es-US')).toBe('as-written');
    expect(defaultUnitSystem(undefined)).toBe('as-written');
  });
});

describe('formatDuration', () => {
  it.each<[string, number, number | undefined, string]>([
    ['en', 600, undefined, '10 min'],
    ['en', 4500, undefined, '1 hr 15 min'],
    ['en', 1500, 1800, '25–30 min'],
    ['en', 2700, 3600, '45 min–1 hr'],
    ['de', 600, undefined, '10 Min.'],
    ['de', 1500, 1800, '25–30 Min.'],
    ['fr', 4500, undefined, '1 h 15 min'],
  ])('writes %s %s s (to %s s) as %j', (locale, seconds, maxSeconds, expected) => {
    // Intl puts no-break spaces (of two widths) between a number and its unit.
    expect(formatDuration(locale, seconds, maxSeconds).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});

describe('formatAmount in another language', () => {
  const german: AmountLanguage = {
    locale: 'de',
    withUnit: (unit, amount, _shown, more) =>
      unit === 'cup' ? `${amount} ${more ? 'Tassen' : 'Tasse'}` : `${amount} ${unit === 'l' ? 'l' : unit}`,
    alone: (unit) => (unit === 'to taste' ? 'nach Geschmack' : 'eine Prise'),
  };

  it('writes numbers with the language separators and units from its words', () => {
    expect(formatAmount(1.5, 'l', german)).toBe('1,5 l');
    expect(formatAmount(0.5, 'cup', german)).toBe('½ Tasse');
    expect(formatAmount(1.5, 'cup', german)).toBe('1 ½ Tassen');
    expect(formatAmount(0.2, 'cup', german)).toBe('0,2 Tasse');
    expect(formatAmount(0, 'to taste', german)).toBe('nach Geschmack');
    expect(formatAmount(0, 'pinch', german)).toBe('eine Prise');
    expect(formatAmount(0, 'g', german)).toBe('');
    expect(formatAmount(2, '', german)).toBe('2');
    expect(formatQuantity(2.25, 'kg', 'de')).toBe('2,25');
  });
});
