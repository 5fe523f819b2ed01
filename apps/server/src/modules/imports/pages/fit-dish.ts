import { type DishData, dishInputSchema, type Ingredient } from '@hearth/shared/dishes';
import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import type { ImportNotice } from '@hearth/shared/imports';
import { UnprocessableError } from '../../../errors.js';
import { notice } from '../import-notices.js';
import { clip } from './text-cleanup.js';

/** An imported dish before it is fitted to our limits. Texts are already clean. */
export type DishDraft = {
  dishName: string;
  description?: string;
  prepTime?: number | null;
  cookTime?: number | null;
  /** The recipe's own total, kept apart from prep and cook time. */
  totalTime?: number | null;
  servings?: number | null;
  imageUrl?: string;
  sourceUrl?: string;
  notes?: string;
  tags?: string[];
  ingredients?: Ingredient[];
  /** How many ingredients the source held, when only the first were read. */
  ingredientsFound?: number;
  instructions?: string[];
  utensils?: string[];
};

/** A dish read from a page or text, and what the cook should check (see import-notices.ts). */
export type ReadDish = { dish: DishData; warnings: ImportNotice[] };

/** A page's keywords run long; a handful of tags is what the dish list's filter can use. */
export const IMPORTED_TAGS_MAX = 10;
export const UNNAMED_DISH = 'Imported recipe';

/** Distinct (ignoring case) texts within a length, at most `max` of them; says what was left out. */
function distinct(values: string[], itemMax: number, max: number, noun: 'tags' | 'utensils', warnings: ImportNotice[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  let tooLong = 0;
  for (const value of values) {
    const text = value.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    if (text.length > itemMax) {
      tooLong += 1;
      continue;
    }
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  if (tooLong > 0) warnings.push(notice(`${noun}_too_long`, { count: tooLong, max_length: itemMax }));
  if (kept.length > max) warnings.push(notice(`${noun}_cut`, { kept: max, found: kept.length }));
  return kept.slice(0, max);
}

function text(value: string | undefined, max: number, what: 'name' | 'description' | 'notes', warnings: ImportNotice[]): string {
  const whole = (value ?? '').trim();
  if (whole.length <= max) return whole;
  warnings.push(notice(`${what}_cut`, { max }));
  return clip(whole, max);
}

function steps(values: string[], warnings: ImportNotice[]): string[] {
  const kept = values.map((step) => step.trim()).filter(Boolean);
  if (kept.length > DISH_LIMITS.steps) warnings.push(notice('steps_cut', { kept: DISH_LIMITS.steps, found: kept.length }));
  const fitted = kept.slice(0, DISH_LIMITS.steps);
  const long = fitted.filter((step) => step.length > DISH_LIMITS.step).length;
  if (long > 0) warnings.push(notice('long_steps_cut', { count: long, max_length: DISH_LIMITS.step }));
  return fitted.map((step) => clip(step, DISH_LIMITS.step));
}

function withinRange(value: number | null | undefined, min: number, max: number): number | null {
  return value !== null && value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The food an ingredient names, for comparing two writings of one list ("250 g flour" and "2 cups flour"). */
function foodOf(ingredient: Ingredient): string {
  return `${ingredient.group ?? ''}\u0000${ingredient.item
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;
}

/**
 * One list where a page repeats it for a unit switch (once in metric, once in US measures; some
 * four times, for two switches): the list is cut into equal runs, and when every run names the
 * same foods in the same order as the first (three in four at least, as writings differ), the
 * first, which the page shows first, is the list.
 */
export function withoutRepeatedLists(ingredients: readonly Ingredient[]): Ingredient[] {
  for (const runs of [4, 3, 2]) {
    if (ingredients.length % runs !== 0 || ingredients.length / runs < 2) continue;
    const size = ingredients.length / runs;
    const first = ingredients.slice(0, size).map(foodOf);
    // A list of one food over and over (a flood) is no list written twice.
    if (new Set(first).size < Math.ceil(size * 0.75)) return [...ingredients];
    const repeats = Array.from({ length: runs - 1 }, (_, run) => ingredients.slice((run + 1) * size, (run + 2) * size).map(foodOf));
    const same = (run: string[]) => run.filter((food, index) => food === first[index]).length >= Math.ceil(size * 0.75);
    if (repeats.every(same)) return ingredients.slice(0, size);
  }
  return [...ingredients];
}

/**
 * Fits a draft into a dish that passes dishInputSchema: cuts rather than refuses, and says
 * in `warnings` what it cut, so the cook can check before saving.
 */
export function fitDish(draft: DishDraft, warnings: ImportNotice[] = []): ReadDish {
  let dishName = text(draft.dishName, DISH_LIMITS.dishName, 'name', warnings);
  if (!dishName) {
    dishName = UNNAMED_DISH;
    warnings.push(notice('unnamed'));
  }
  const ingredients = withoutRepeatedLists(draft.ingredients ?? []);
  const found = Math.max(ingredients.length, draft.ingredientsFound ?? 0);
  if (found > DISH_LIMITS.ingredients) {
    warnings.push(notice('ingredients_cut', { kept: DISH_LIMITS.ingredients, found }));
  }
  const dish = dishInputSchema.safeParse({
    dishName,
    description: text(draft.description, DISH_LIMITS.description, 'description', warnings),
    prepTime: withinRange(draft.prepTime, 0, DISH_LIMITS.minutes),
    cookTime: withinRange(draft.cookTime, 0, DISH_LIMITS.minutes),
    totalTime: withinRange(draft.totalTime, 0, DISH_LIMITS.minutes),
    servings: withinRange(draft.servings, 1, DISH_LIMITS.servings),
    imageUrl: draft.imageUrl ?? '',
    sourceUrl: draft.sourceUrl ?? '',
    notes: text(draft.notes, DISH_LIMITS.notes, 'notes', warnings),
    tags: distinct(draft.tags ?? [], DISH_LIMITS.tag, IMPORTED_TAGS_MAX, 'tags', warnings),
    ingredients: ingredients.slice(0, DISH_LIMITS.ingredients),
    instructions: steps(draft.instructions ?? [], warnings),
    utensils: distinct(draft.utensils ?? [], DISH_LIMITS.utensil, DISH_LIMITS.utensils, 'utensils', warnings),
  });
  if (!dish.success) throw new UnprocessableError('The recipe on that page could not be read.', 'RECIPE_UNREADABLE');
  return { dish: dish.data, warnings };
}
