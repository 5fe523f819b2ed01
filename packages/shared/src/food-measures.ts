import { foodKey } from './shopping-list-rules.js';

/**
 * What a cup of a food weighs, and which foods are poured: what a metric cook needs to write a
 * US recipe's cups the way they would ("125 g flour", "240 ml milk", "1 cup chopped onion").
 * Small on purpose: the foods a baker weighs, and the common liquids. A food in neither keeps
 * its cups, which Australian, New Zealand and many European cooks measure with too.
 *
 * Grams per US cup (236.6 ml), from the usual kitchen tables, rounded to 5 g: a cup of flour
 * spooned and levelled, brown sugar packed, cheese grated or shredded.
 */
const GRAMS_PER_CUP: ReadonlyArray<readonly [food: string, grams: number]> = [
  ['flour', 125],
  ['whole wheat flour', 120],
  ['bread flour', 130],
  ['cake flour', 115],
  ['almond flour', 95],
  ['sugar', 200],
  ['brown sugar', 220],
  ['powdered sugar', 120],
  ['icing sugar', 120],
  ["confectioners' sugar", 120],
  ['confectioner sugar', 120],
  ['butter', 225],
  ['peanut butter', 250],
  ['rice', 190],
  ['oat', 90],
  ['oatmeal', 90],
  ['cheese', 100],
  ['cheddar', 100],
  ['parmesan', 100],
  ['mozzarella', 110],
  ['cream cheese', 230],
  ['ricotta', 245],
  ['cocoa', 85],
  ['cocoa powder', 85],
  ['cornstarch', 120],
  ['cornflour', 120],
  ['cornmeal', 150],
  ['polenta', 160],
  ['breadcrumb', 110],
  ['panko', 50],
  ['chocolate chip', 170],
  ['walnut', 120],
  ['pecan', 110],
  ['almond', 140],
  ['raisin', 150],
  ['quinoa', 170],
  ['couscous', 180],
  ['lentil', 190],
];

/** Foods a cook pours, measured by volume in every system. */
const LIQUIDS = [
  'water',
  'milk',
  'buttermilk',
  'cream',
  'half-and-half',
  'stock',
  'broth',
  'juice',
  'wine',
  'vinegar',
  'oil',
  'beer',
  'coffee',
  'tea',
  'syrup',
  'maple syrup',
  'honey',
  'molasses',
  'sauce',
  'yogurt',
  'yoghurt',
  'coconut milk',
  'sake',
  'mirin',
  'rum',
  'brandy',
  'liqueur',
  'vodka',
  'whiskey',
  'bourbon',
  'passata',
  'puree',
];

const DENSITY: ReadonlyMap<string, number> = new Map(GRAMS_PER_CUP.map(([food, grams]) => [foodKey(food), grams]));
const LIQUID: ReadonlySet<string> = new Set(LIQUIDS.map(foodKey));

/** The longest ending of the food's name that `known` holds, the way English names a thing ("light brown sugar" is brown sugar). */
function lookUp<T>(item: string, find: (key: string) => T | undefined): T | undefined {
  const words = foodKey(item).split(' ').filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    const found = find(words.slice(start).join(' '));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Grams in one US cup of the food, or undefined for a food the table does not weigh. */
export function gramsPerCup(item: string): number | undefined {
  // "peanut butter" and "butter beans": a liquid or another food named last decides.
  if (lookUp(item, (key) => (LIQUID.has(key) ? true : undefined))) return undefined;
  return lookUp(item, (key) => DENSITY.get(key));
}

/** Whether the food is poured (milk, stock, oil), so its cups read as millilitres. */
export function isLiquid(item: string): boolean {
  return lookUp(item, (key) => (LIQUID.has(key) ? true : DENSITY.has(key) ? false : undefined)) ?? false;
}
