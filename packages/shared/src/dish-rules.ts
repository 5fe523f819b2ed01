import type { DishData } from './dishes.js';
import { parseId } from './ids.js';

/**
 * Dish rules without zod, so screens that only need them stay light (the first screen's bundle
 * has no zod): the unit choices, difficulties, limits, ids, and an empty dish for the form.
 */

/** The first answer of the list screen: a screenful of cards while the whole library arrives. */
export const DISH_LIST_FIRST_PAGE = 48;

/** docs/product.md#constants: the unit choices of an ingredient, in the order the form lists them. */
export const UNITS = [
  'tsp',
  'tbsp',
  'fl oz',
  'cup',
  'pint',
  'quart',
  'gallon',
  'ml',
  'l',
  'oz',
  'lb',
  'g',
  'kg',
  'piece',
  'slice',
  'clove',
  'pinch',
  'dash',
  'to taste',
  'as needed',
] as const;
export type Unit = (typeof UNITS)[number];

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Upper bounds for everything a person can type into a dish; generous for real recipes. */
export const DISH_LIMITS = {
  dishName: 200,
  description: 5_000,
  notes: 10_000,
  tag: 50,
  tags: 30,
  utensil: 100,
  utensils: 50,
  ingredients: 150,
  ingredientItem: 200,
  ingredientNote: 300,
  ingredientGroup: 100,
  instructionsText: 20_000,
  steps: 100,
  step: 2_000,
  minutes: 10_000,
  servings: 1_000,
  quantity: 100_000,
  /** Pictures in a dish's gallery: a dozen shows a dish from every side and keeps its page light. */
  pictures: 12,
} as const;

/** Pictures the server stored from a photo are served from here (same origin, so relative). */
export const STORED_IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9_-]{1,64}$/;

/** A new dish as the form starts it: empty texts, null numbers, empty lists (docs/product.md#dish-form). */
export function emptyDish(): DishData {
  return {
    dishName: '',
    description: '',
    prepTime: null,
    cookTime: null,
    totalTime: null,
    servings: null,
    difficulty: '',
    imageUrl: '',
    sourceUrl: '',
    notes: '',
    tags: [],
    ingredients: [],
    instructions: '',
    utensils: [],
    pictures: [],
    stepPictures: [],
  };
}

/** docs/product.md#validation-rules: a dish id is a whole number above zero. Anything else is "Invalid dish ID: {id}". */
export const parseDishId = parseId;

export function invalidDishIdMessage(raw: string | number): string {
  return `Invalid dish ID: ${raw}`;
}
