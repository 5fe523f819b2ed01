import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { switchLocale } from '../../../lib/i18n/locale-switch';
import '../i18n';
import { cookedCountText, lastCookedText } from './cooked-text';

afterEach(() => switchLocale('en'));

describe('lastCookedText', () => {
  it.each([
    ['2026-11-24', 'Last cooked today'],
    ['2026-11-23', 'Last cooked yesterday'],
    ['2026-11-03', 'Last cooked November 3, 2026'],
    ['2025-12-31', 'Last cooked December 31, 2025'],
  ])('writes %s as "%s" on 2026-11-24', (day, text) => {
    expect(lastCookedText(i18n, day, '2026-11-24')).toBe(text);
  });

  it('counts across a month end', () => {
    expect(lastCookedText(i18n, '2026-02-28', '2026-03-01')).toBe('Last cooked yesterday');
  });
});

describe('cookedCountText', () => {
  it.each([
    [1, 'Cooked once'],
    [2, 'Cooked 2 times'],
    [3, 'Cooked 3 times'],
    [1200, 'Cooked 1,200 times'],
  ])('writes %i as "%s"', (count, text) => {
    expect(cookedCountText(i18n, count)).toBe(text);
  });
});

describe('in German', () => {
  it('writes the day and the count the German way', async () => {
    await switchLocale('de');
    expect(lastCookedText(i18n, '2026-11-03', '2026-11-24')).toBe('Zuletzt gekocht am 3. November 2026');
    expect(cookedCountText(i18n, 1)).toBe('Einmal gekocht');
    expect(cookedCountText(i18n, 1200)).toBe('1.200-mal gekocht');
  });
});
