import { type DishData, type Ingredient, dishInputSchema } from '@hearth/shared/dishes';
import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { type IngredientParts, ingredientFromParts } from '@hearth/shared/ingredient-parts';
import { ingredientHeading, parseIngredientLine, writtenInCapitals } from '@hearth/shared/ingredient-lines';
import { URL_MAX_LENGTH, isHttpUrl } from '@hearth/shared/urls';
import type { ImportedRecipe } from './export-file-types.js';
import { toDifficulty } from './recipe-fields.js';
import type { ImportNotice } from '@hearth/shared/imports';
import { NoticedError, englishText, entryError, errorOf, notice } from '../import-notices.js';

/** A recipe as an export file describes it, before it is fitted to a dish's limits. */
export interface DishDraft {
  name: string;
  description?: string;
  prepTime?: number | null;
  cookTime?: number | null;
  /** The recipe's total, kept apart: never read into the cook time. */
  totalTime?: number | null;
  servings?: number | null;
  difficulty?: unknown;
  sourceUrl?: string;
  /** A source that is not an address ("Grandma's notebook"); kept in the notes. */
  sourceText?: string;
  imageUrl?: string;
  notes?: string[];
  tags?: string[];
  /** Lines to read ("2 cups flour", "For the glaze:"), or ingredients the app already split. */
  ingredientLines?: Array<string | IngredientParts>;
  steps?: string[];
  utensils?: string[];
}

/**
 * The ingredients of a draft in order: written lines through the shared line parser, split
 * ones taken as given; a heading line names the group of all that follow it. Reading stops
 * one past the dish's limit (enough to know the list was cut): a file's ten thousand lines
 * cost no more than a dish can hold.
 */
function ingredientsOf(entries: ReadonlyArray<string | IngredientParts>): Ingredient[] {
  let group = '';
  // How the list writes headings shows in its first lines as well as in all of them.
  const sample = entries.slice(0, 4 * DISH_LIMITS.ingredients).filter((entry) => typeof entry === 'string');
  const options = { capitalsMarkHeadings: !writtenInCapitals(sample) };
  const ingredients: Ingredient[] = [];
  for (const entry of entries) {
    if (ingredients.length > DISH_LIMITS.ingredients) break;
    if (typeof entry === 'string') {
      const heading = ingredientHeading(entry, options);
      if (heading !== null) {
        group = heading;
        continue;
      }
    }
    const ingredient = typeof entry === 'string' ? parseIngredientLine(entry, options) : ingredientFromParts(entry);
    if (ingredient) ingredients.push(group ? { ...ingredient, group } : ingredient);
  }
  return ingredients;
}

function cut(value: string | undefined, max: number, field: string, warnings: string[]): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length <= max) return trimmed;
  warnings.push(`The ${field} was shortened to ${max.toLocaleString('en-US')} characters.`);
  return trimmed.slice(0, max).trim();
}

/** Distinct, non-blank, each cut to its limit, at most `maxItems`. */
function distinct(values: string[] | undefined, itemMax: number, maxItems: number, noun: string, warnings: string[]): string[] {
  const kept: string[] = [];
  for (const value of values ?? []) {
    const item = value.replace(/\s+/g, ' ').trim().slice(0, itemMax).trim();
    if (item && !kept.includes(item)) kept.push(item);
  }
  if (kept.length > maxItems) warnings.push(`Only the first ${maxItems} ${noun} were kept.`);
  return kept.slice(0, maxItems);
}

function httpUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  return url.length <= URL_MAX_LENGTH && isHttpUrl(url) ? url : '';
}

function fitInstructions(steps: string[], warnings: string[]): string | string[] {
  const clean = steps.map((step) => step.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (clean.length <= DISH_LIMITS.steps && clean.every((step) => step.length <= DISH_LIMITS.step)) return clean;
  // Too many or too long steps for a list still fit as one text.
  const joined = clean.join('\n\n');
  if (joined.length > DISH_LIMITS.instructionsText) {
    warnings.push(`The instructions were shortened to ${DISH_LIMITS.instructionsText.toLocaleString('en-US')} characters.`);
  }
  return joined.slice(0, DISH_LIMITS.instructionsText).trim();
}

/**
 * Fits a draft to the dish contract: texts and lists cut to DISH_LIMITS (with a warning),
 * ingredient lines parsed with the shared parser, only http(s) links kept, then validated by
 * dishInputSchema like any dish a cook types. Throws with the reason when no dish results.
 */
export function finishDish(draft: DishDraft): { dish: DishData; warnings: string[] } {
  const warnings: string[] = [];
  const dishName = cut(draft.name.replace(/\s+/g, ' '), DISH_LIMITS.dishName, 'name', warnings);
  if (!dishName) throw new NoticedError(notice('recipe_unnamed'));

  const ingredients = ingredientsOf(draft.ingredientLines ?? []);
  if (ingredients.length > DISH_LIMITS.ingredients) {
    warnings.push(`Only the first ${DISH_LIMITS.ingredients} ingredients were kept.`);
  }
  const sourceUrl = httpUrl(draft.sourceUrl);
  const notes = [...(draft.notes ?? [])];
  const sourceText = draft.sourceText?.trim();
  if (sourceText && sourceText !== sourceUrl) notes.push(`Source: ${sourceText}`);

  const candidate = {
    dishName,
    description: cut(draft.description, DISH_LIMITS.description, 'description', warnings),
    prepTime: draft.prepTime ?? null,
    cookTime: draft.cookTime ?? null,
    totalTime: draft.totalTime ?? null,
    servings: draft.servings ?? null,
    difficulty: toDifficulty(draft.difficulty),
    imageUrl: httpUrl(draft.imageUrl),
    sourceUrl,
    notes: cut(
      notes
        .map((note) => note.trim())
        .filter(Boolean)
        .join('\n\n'),
      DISH_LIMITS.notes,
      'notes',
      warnings,
    ),
    tags: distinct(draft.tags, DISH_LIMITS.tag, DISH_LIMITS.tags, 'tags', warnings),
    ingredients: ingredients.slice(0, DISH_LIMITS.ingredients),
    instructions: fitInstructions(draft.steps ?? [], warnings),
    utensils: distinct(draft.utensils, DISH_LIMITS.utensil, DISH_LIMITS.utensils, 'utensils', warnings),
  };
  const parsed = dishInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.') || 'dish'}: ${issue.message}`);
  }
  return { dish: parsed.data, warnings };
}

/** One recipe from a draft: the dish, or the reason it failed, so the rest of the file goes on. */
export function recipeFromDraft(name: string, makeDraft: () => DishDraft, picture?: Buffer, warnings: string[] = []): ImportedRecipe {
  try {
    const { dish, warnings: fitted } = finishDish(makeDraft());
    const all = [...warnings, ...fitted];
    return { name: dish.dishName, dish, ...(picture ? { picture } : {}), ...(all.length ? { warnings: all } : {}) };
  } catch (error) {
    return { name: name.trim().slice(0, DISH_LIMITS.dishName) || 'Untitled recipe', ...errorOf(error) };
  }
}

/** A dish the schema.org mapper made, checked against the contract like every other. */
export function recipeFromMappedDish(
  name: string,
  mapped: { dish: DishData; warnings: ImportNotice[] } | null,
  picture?: Buffer,
  warnings: string[] = [],
): ImportedRecipe {
  const fallbackName = name.trim().slice(0, DISH_LIMITS.dishName) || 'Untitled recipe';
  if (!mapped) return { name: fallbackName, ...entryError(notice('no_recipe_in_entry')) };
  const parsed = dishInputSchema.safeParse(mapped.dish);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      name: fallbackName,
      ...entryError(notice('recipe_unreadable_detail', { detail: `${issue.path.join('.') || 'dish'}: ${issue.message}` })),
    };
  }
  const all = [...warnings, ...mapped.warnings.map(englishText)];
  return {
    name: parsed.data.dishName,
    dish: parsed.data,
    ...(picture ? { picture } : {}),
    ...(all.length ? { warnings: all } : {}),
  };
}
