import type { I18n } from '@lingui/core';
import type { AmountLanguage } from '@hearth/shared/amounts';
import type { Unit } from '@hearth/shared/dish-rules';
import { formattingLocale } from '../i18n/locale-switch';
// This folder's catalog (locales/) holds the words: they load with the screens that write amounts.
import './i18n';

/**
 * How the shown language writes each unit of the dish form (`@hearth/shared/dish-rules`), from
 * this folder's catalog. Each message gets `amount` (the number as written: "1 ½", "0,5"),
 * `count` (that number, for a plural) and `size` ("more" above one, as English and German
 * choose "cups" over "cup"; "one" otherwise). docs/translating.md shows a Polish plural.
 */
const WITH_UNIT: Readonly<Record<Exclude<Unit, 'to taste' | 'as needed'>, string>> = {
  tsp: /*i18n*/ 'unit.tsp',
  tbsp: /*i18n*/ 'unit.tbsp',
  'fl oz': /*i18n*/ 'unit.flOz',
  cup: /*i18n*/ 'unit.cup',
  pint: /*i18n*/ 'unit.pint',
  quart: /*i18n*/ 'unit.quart',
  gallon: /*i18n*/ 'unit.gallon',
  ml: /*i18n*/ 'unit.ml',
  l: /*i18n*/ 'unit.l',
  oz: /*i18n*/ 'unit.oz',
  lb: /*i18n*/ 'unit.lb',
  g: /*i18n*/ 'unit.g',
  kg: /*i18n*/ 'unit.kg',
  piece: /*i18n*/ 'unit.piece',
  slice: /*i18n*/ 'unit.slice',
  clove: /*i18n*/ 'unit.clove',
  pinch: /*i18n*/ 'unit.pinch',
  dash: /*i18n*/ 'unit.dash',
};

/** Amounts that are words: "to taste", "as needed", and a pinch or a dash with no number ("a pinch"). */
const ALONE: Readonly<Record<string, string>> = {
  'to taste': /*i18n*/ 'amount.toTaste',
  'as needed': /*i18n*/ 'amount.asNeeded',
  pinch: /*i18n*/ 'amount.aPinch',
  dash: /*i18n*/ 'amount.aDash',
};

/** `formatAmount`'s language for the runtime's current language. A unit no catalog knows is written as given. */
export function amountLanguage(i18n: I18n): AmountLanguage {
  return {
    locale: formattingLocale(i18n.locale),
    withUnit(unit, amount, shown, more) {
      const id = WITH_UNIT[unit as keyof typeof WITH_UNIT];
      return id ? i18n._(id, { amount, count: shown, size: more ? 'more' : 'one' }) : `${amount} ${unit}`;
    },
    alone(unit) {
      const id = ALONE[unit];
      return id ? i18n._(id) : unit;
    },
  };
}

/**
 * A unit as a unit picker names it: the product's own word in English ("tbsp"); in another
 * language the word its amounts use ("EL"), from this folder's unit messages.
 */
export function unitLabel(i18n: I18n, unit: Unit): string {
  if (i18n.locale === 'en') return unit;
  const language = amountLanguage(i18n);
  return unit === 'to taste' || unit === 'as needed' ? language.alone(unit) : language.withUnit(unit, '', 1, false).trim();
}
