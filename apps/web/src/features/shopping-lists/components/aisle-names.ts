import type { I18n } from '@lingui/core';
import type { Aisle } from '@hearth/shared/shopping-list-rules';

/** Each aisle's message: the list stores the English name, the screen shows the shown language's. */
const AISLE_IDS: Readonly<Record<Aisle, string>> = {
  Produce: /*i18n*/ 'shoppingLists.aisle.produce',
  'Dairy & Eggs': /*i18n*/ 'shoppingLists.aisle.dairyEggs',
  'Meat & Fish': /*i18n*/ 'shoppingLists.aisle.meatFish',
  Bakery: /*i18n*/ 'shoppingLists.aisle.bakery',
  Pantry: /*i18n*/ 'shoppingLists.aisle.pantry',
  Frozen: /*i18n*/ 'shoppingLists.aisle.frozen',
  Spices: /*i18n*/ 'shoppingLists.aisle.spices',
  Drinks: /*i18n*/ 'shoppingLists.aisle.drinks',
  Household: /*i18n*/ 'shoppingLists.aisle.household',
  Other: /*i18n*/ 'shoppingLists.aisle.other',
};

/** "Produce", "Obst & Gemüse": an aisle's name in the shown language. */
export function aisleName(i18n: I18n, aisle: Aisle): string {
  return i18n._(AISLE_IDS[aisle]);
}
