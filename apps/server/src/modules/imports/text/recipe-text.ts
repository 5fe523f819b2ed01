import { type DishData, dishInputSchema } from '@hearth/shared/dishes';
import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';
import { UnprocessableError } from '../../../errors.js';
import { type DishDraft, fitDish, type ReadDish } from '../pages/fit-dish.js';
import { isIngredientsHeading, isMethodHeading, isNotesHeading, servingsIn } from '../pages/recipe-headings.js';
import { minutesFrom } from '../pages/schema-org-values.js';

/**
 * The one reader of recipes written as plain lines: text read from a photo by OCR, and text
 * a cook pastes. The first line is the name, then the ingredient lines (after an
 * "Ingredients" heading, or the run of lines that start with a quantity), then the method,
 * then perhaps notes.
 */

const PREP_TIME =
  /\b(?:prep(?:aration)?(?:\s+time)?|vorbereitung(?:szeit)?|arbeitszeit|temps de préparation|tempo di preparazione|tiempo de preparación|voorbereidingstijd)\s*:?\s*(\d.*)$/iu;
const COOK_TIME =
  /\b(?:cook(?:ing)?|bak(?:e|ing)|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo di cottura|cottura|tiempo de cocción|cocción|kooktijd|baktijd)(?:\s+time)?\s*:?\s*(\d.*)$/iu;
/** A total is a time of its own ("Total: 8 hours" with a night's rise), never the cook time. */
const TOTAL_TIME = /\b(?:total(?:\s+time)?|ready in|gesamtzeit|temps total|tempo totale|tiempo total|totale tijd)\s*:?\s*(\d.*)$/iu;
/** OCR reads printed bullets as *, «, +, - and the like. */
const LEADING_NOISE = /^[^\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞([]+/u;
const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s*/iu;
const STARTS_WITH_QUANTITY = /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/u;

function cleanLine(line: string): string {
  return line.replace(LEADING_NOISE, '').replace(/\s+/gu, ' ').trim();
}

function timeIn(pattern: RegExp, text: string): number | null {
  const match = pattern.exec(text);
  return match ? minutesFrom(match[1]!.replace(/[,;|].*$/u, '')) : null;
}

/** "Serves 4", "Prep time: 10 min": short lines that fill a dish's numbers, not its text. */
function isDetailLine(line: string): boolean {
  return (
    line.split(' ').length <= 8 && (servingsIn(line) !== null || PREP_TIME.test(line) || COOK_TIME.test(line) || TOTAL_TIME.test(line))
  );
}

/** Whether a line is part of an ingredient list rather than the method written below it. */
function looksLikeIngredient(line: string): boolean {
  if (STARTS_WITH_QUANTITY.test(line) && !STEP_NUMBER.test(line)) return true;
  return line.split(' ').length <= 5 && !/[.!]$/u.test(line);
}

/**
 * Numbered steps become a list (a wrapped line joins its step). Unnumbered lines are one
 * text when they are wrapped print (OCR), one step each when they were typed.
 */
function readInstructions(lines: string[], wrapped: boolean): string[] {
  if (!lines.some((line) => STEP_NUMBER.test(line))) return wrapped ? [lines.join(' ')] : lines;
  const steps: string[] = [];
  for (const line of lines) {
    if (STEP_NUMBER.test(line) || steps.length === 0) steps.push(line.replace(STEP_NUMBER, ''));
    else steps[steps.length - 1] += ` ${line}`;
  }
  return steps.map((step) => step.trim()).filter(Boolean);
}

/** The draft a recipe's lines describe, or null when no ingredient can be found. */
function draftFromLines(rawLines: readonly string[], wrapped: boolean): DishDraft | null {
  const all = rawLines.map(cleanLine).filter(Boolean);
  const details = all.filter(isDetailLine);
  const lines = all.filter((line) => !isDetailLine(line));

  const ingredientsHeading = lines.findIndex(isIngredientsHeading);
  const instructionsHeading = lines.findIndex((line, index) => index > ingredientsHeading && isMethodHeading(line));
  const ingredientStart =
    ingredientsHeading >= 0 ? ingredientsHeading + 1 : lines.findIndex((line, index) => index > 0 && STARTS_WITH_QUANTITY.test(line));
  if (ingredientStart < 0) return null;

  const methodHeadingFollows = instructionsHeading >= ingredientStart;
  let ingredientEnd = methodHeadingFollows ? instructionsHeading : ingredientStart;
  if (!methodHeadingFollows) {
    while (ingredientEnd < lines.length && looksLikeIngredient(lines[ingredientEnd]!)) ingredientEnd += 1;
  }
  const ingredients = parseIngredientLines(lines.slice(ingredientStart, ingredientEnd));
  if (ingredients.length === 0) return null;

  // Whatever precedes the first heading: the name, then perhaps a line or two about the dish.
  const introEnd = Math.min(...[ingredientsHeading, instructionsHeading, ingredientStart].filter((index) => index >= 0));
  const [title, ...intro] = lines.slice(0, introEnd);
  const method = lines.slice(methodHeadingFollows ? instructionsHeading + 1 : ingredientEnd);
  const notesHeading = method.findIndex(isNotesHeading);

  return {
    dishName: title?.replace(/[\s:.,;-]+$/u, '') ?? '',
    description: intro.join(' '),
    servings: details.map(servingsIn).find((servings) => servings !== null) ?? null,
    prepTime: details.map((line) => timeIn(PREP_TIME, line)).find((minutes) => minutes !== null) ?? null,
    cookTime: details.map((line) => timeIn(COOK_TIME, line)).find((minutes) => minutes !== null) ?? null,
    totalTime: details.map((line) => timeIn(TOTAL_TIME, line)).find((minutes) => minutes !== null) ?? null,
    ingredients,
    instructions: readInstructions(notesHeading >= 0 ? method.slice(0, notesHeading) : method, wrapped),
    notes: notesHeading >= 0 ? method.slice(notesHeading + 1).join('\n') : '',
  };
}

/**
 * Text read from a recipe card (OCR) as a dish, or null when no ingredient can be found:
 * the picture then holds no recipe we could read.
 */
export function parseRecipeText(rawLines: readonly string[]): DishData | null {
  const draft = draftFromLines(rawLines, true);
  if (!draft) return null;
  const instructions = draft.instructions ?? [];
  const dish = dishInputSchema.safeParse({
    ...draft,
    dishName: draft.dishName.slice(0, DISH_LIMITS.dishName) || 'Recipe from a photo',
    description: draft.description?.slice(0, DISH_LIMITS.description),
    servings: draft.servings && draft.servings <= DISH_LIMITS.servings ? draft.servings : null,
    ingredients: draft.ingredients?.slice(0, DISH_LIMITS.ingredients),
    instructions:
      instructions.length === 1 && !rawLines.some((line) => STEP_NUMBER.test(cleanLine(line)))
        ? instructions[0]!.slice(0, DISH_LIMITS.instructionsText)
        : instructions.map((step) => step.slice(0, DISH_LIMITS.step)).slice(0, DISH_LIMITS.steps),
    notes: draft.notes?.slice(0, DISH_LIMITS.notes),
  });
  return dish.success ? dish.data : null;
}

/** A recipe a cook pasted as plain text (name, ingredient lines, steps) as a draft dish. */
export function readRecipeText(text: string): ReadDish {
  const lines = text.slice(0, 1_000_000).split(/\r?\n|\r/u);
  const draft = draftFromLines(lines, false);
  if (!draft) throw new UnprocessableError('No recipe found in that text', 'NO_RECIPE_FOUND');
  return fitDish(draft);
}
