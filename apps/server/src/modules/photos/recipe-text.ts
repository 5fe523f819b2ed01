import { type DishData, dishInputSchema } from '@hearth/shared/dishes';
import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { parseIngredientLine } from '@hearth/shared/ingredient-lines';

const INGREDIENTS_HEADING = /^(ingredients?|you will need|you'll need)\s*:?$/i;
const INSTRUCTIONS_HEADING = /^(instructions|directions|method|preparation|steps|how to make it)\s*:?$/i;
const SERVINGS = /\b(?:serves|servings|yield|makes)\s*:?\s*(\d{1,4})\b/i;
const PREP_TIME = /\bprep(?:aration)?(?:\s+time)?\s*:?\s*(\d{1,4})\s*(minutes?|mins?|hours?|hrs?|h)\b/i;
const COOK_TIME = /\b(?:cook(?:ing)?|bak(?:e|ing))(?:\s+time)?\s*:?\s*(\d{1,4})\s*(minutes?|mins?|hours?|hrs?|h)\b/i;
/** OCR reads printed bullets as *, «, +, - and the like. */
const LEADING_NOISE = /^[^\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞]+/u;
const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s*/i;
const STARTS_WITH_QUANTITY = /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/;

function cleanLine(line: string): string {
  return line.replace(LEADING_NOISE, '').replace(/\s+/g, ' ').trim();
}

function minutes(match: RegExpExecArray | null): number | null {
  if (!match) return null;
  const amount = Number(match[1]) * (/^h/i.test(match[2]!) ? 60 : 1);
  return amount <= DISH_LIMITS.minutes ? amount : null;
}

/** "Serves 4", "Prep time: 10 min": short lines that fill a dish's numbers, not its text. */
function isDetailLine(line: string): boolean {
  return line.split(' ').length <= 8 && (SERVINGS.test(line) || PREP_TIME.test(line) || COOK_TIME.test(line));
}

/** Whether a line is part of an ingredient list rather than the method written below it. */
function looksLikeIngredient(line: string): boolean {
  if (STARTS_WITH_QUANTITY.test(line) && !STEP_NUMBER.test(line)) return true;
  return line.split(' ').length <= 5 && !/[.!]$/.test(line);
}

/** Numbered steps become a list (a wrapped line joins its step); plain prose stays one text. */
function readInstructions(lines: string[]): string | string[] {
  if (!lines.some((line) => STEP_NUMBER.test(line))) {
    return lines.join(' ').slice(0, DISH_LIMITS.instructionsText);
  }
  const steps: string[] = [];
  for (const line of lines) {
    if (STEP_NUMBER.test(line) || steps.length === 0) steps.push(line.replace(STEP_NUMBER, ''));
    else steps[steps.length - 1] += ` ${line}`;
  }
  return steps
    .map((step) => step.trim().slice(0, DISH_LIMITS.step))
    .filter(Boolean)
    .slice(0, DISH_LIMITS.steps);
}

/**
 * Splits the text read from a recipe card into a dish: the first line is the name, then the
 * ingredient lines (after an "Ingredients" heading, or the run of lines that start with a
 * quantity), then the method. Answers null when no ingredient can be found: the picture
 * then holds no recipe we could read.
 */
export function parseRecipeText(rawLines: readonly string[]): DishData | null {
  const all = rawLines.map(cleanLine).filter(Boolean);
  const details = all.filter(isDetailLine).join('\n');
  const lines = all.filter((line) => !isDetailLine(line));

  const ingredientsHeading = lines.findIndex((line) => INGREDIENTS_HEADING.test(line));
  const instructionsHeading = lines.findIndex((line) => INSTRUCTIONS_HEADING.test(line));
  const ingredientStart =
    ingredientsHeading >= 0
      ? ingredientsHeading + 1
      : lines.findIndex((line, index) => index > 0 && STARTS_WITH_QUANTITY.test(line));
  if (ingredientStart < 0) return null;

  const methodHeadingFollows = instructionsHeading >= ingredientStart;
  let ingredientEnd = methodHeadingFollows ? instructionsHeading : ingredientStart;
  if (!methodHeadingFollows) {
    while (ingredientEnd < lines.length && looksLikeIngredient(lines[ingredientEnd]!)) ingredientEnd += 1;
  }
  const ingredients = lines
    .slice(ingredientStart, ingredientEnd)
    .map(parseIngredientLine)
    .filter((ingredient) => ingredient !== null)
    .slice(0, DISH_LIMITS.ingredients);
  if (ingredients.length === 0) return null;

  // Whatever precedes the first heading: the name, then perhaps a line or two about the dish.
  const introEnd = Math.min(...[ingredientsHeading, instructionsHeading, ingredientStart].filter((index) => index >= 0));
  const [title, ...intro] = lines.slice(0, introEnd);
  const method = lines.slice(methodHeadingFollows ? instructionsHeading + 1 : ingredientEnd);
  const servings = Number(SERVINGS.exec(details)?.[1] ?? 0);

  const dish = dishInputSchema.safeParse({
    dishName: title?.replace(/[\s:.,;-]+$/, '').slice(0, DISH_LIMITS.dishName) || 'Recipe from a photo',
    description: intro.join(' ').slice(0, DISH_LIMITS.description),
    servings: servings >= 1 && servings <= DISH_LIMITS.servings ? servings : null,
    prepTime: minutes(PREP_TIME.exec(details)),
    cookTime: minutes(COOK_TIME.exec(details)),
    ingredients,
    instructions: readInstructions(method),
  });
  return dish.success ? dish.data : null;
}
