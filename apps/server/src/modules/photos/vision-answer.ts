import { z } from 'zod';
import { type DishData, type Ingredient, dishInputSchema } from '@hearth/shared/dishes';
import { DIFFICULTIES, DISH_LIMITS, UNITS } from '@hearth/shared/dish-rules';
import { parseIngredientLine, toKitchenUnit } from '@hearth/shared/ingredient-lines';

/**
 * What we ask a vision model for. OpenAI's strict mode wants every property required and
 * nothing optional, so "unknown" is null or empty. The .catch()es make parsing forgiving when
 * a server only honours json_object and the model leaves a field out; dishFromVisionAnswer() then fits the
 * answer into our Dish limits.
 */
export const visionAnswerSchema = z.object({
  pictureKind: z
    .enum(['written_recipe', 'plated_food', 'neither'])
    .describe('written_recipe: a recipe card, page or screenshot; plated_food: a prepared dish; neither: no food or recipe'),
  dishName: z.string().catch(''),
  description: z.string().describe('One or two sentences about the dish').catch(''),
  prepTimeMinutes: z.number().nullable().catch(null),
  cookTimeMinutes: z.number().nullable().describe('Time on the heat or in the oven only; null when not given').catch(null),
  totalTimeMinutes: z
    .number()
    .nullable()
    .describe('The total time the recipe states, rests and rises included; null when not given')
    .catch(null),
  servings: z.number().nullable().catch(null),
  difficulty: z
    .string()
    .describe(`One of ${DIFFICULTIES.join(', ')}, or "" when unknown`)
    .catch(''),
  tags: z.array(z.string()).describe('Short categories such as Dessert, Vegetarian, Italian').catch([]),
  ingredients: z
    .array(
      z.object({
        item: z.string().catch(''),
        quantity: z.number().nullable().describe('A number (0.5 for ½); null when not given').catch(null),
        unit: z
          .string()
          .describe(`One of: ${UNITS.join(', ')}; or "" when none fits`)
          .catch(''),
        optional: z.boolean().catch(false),
      }),
    )
    .catch([]),
  instructions: z.array(z.string()).describe('The steps, in order').catch([]),
  utensils: z.array(z.string()).catch([]),
  notes: z.string().catch(''),
});
export type VisionAnswer = z.output<typeof visionAnswerSchema>;

/** Strict mode rejects "default" (which .catch() emits) and needs no $schema. */
function withoutDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDefaults);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'default' && key !== '$schema')
      .map(([key, value]) => [key, withoutDefaults(value)]),
  );
}

export const VISION_ANSWER_JSON_SCHEMA = withoutDefaults(z.toJSONSchema(visionAnswerSchema)) as Record<string, unknown>;

export const ESTIMATED_NOTE = 'Recipe estimated from a photo of the dish; check quantities and times before cooking.';

export const VISION_PROMPT = `You turn one photo into a dish for a recipe app. First decide what the photo shows.
- written_recipe: a recipe card, a cookbook page, a screenshot or a handwritten recipe. Transcribe it faithfully: copy the name, every ingredient with its quantity and unit, and every step as written. Do not invent, complete or correct anything; when the recipe does not say something, leave that field empty or null.
- plated_food: a photo of a prepared dish. Name the dish and propose a plausible home recipe for it (ingredients with quantities, steps, times, servings, difficulty), and say in notes that the recipe was estimated from a photo.
- neither: the photo shows no food and no recipe. Leave every other field empty.
Quantities are numbers; times are in minutes. Write units only from this list: ${UNITS.join(', ')}. When no unit fits, use "" and keep the word in the item (for example item "can chopped tomatoes"). Keep the recipe's own language.`;

function text(value: string, max: number): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

function wholeNumber(value: number | null, min: number, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const rounded = Math.round(value);
  return rounded >= min && rounded <= max ? rounded : null;
}

function distinct(values: string[], itemMax: number, listMax: number): string[] {
  const kept = values.map((value) => text(value, itemMax)).filter(Boolean);
  return [...new Set(kept)].slice(0, listMax);
}

/**
 * One ingredient of the answer, read by the line parser every import uses: a model often
 * leaves the preparation in the item ("onion, finely chopped", "salt or to taste") or the
 * whole line there ("2 large eggs, beaten"); the parser moves those to `note`, quantity and
 * unit. The model's own amount is written back in front of the item and read with it, so a
 * unit outside our list stays written at the start of the item ("can chopped tomatoes"), as
 * for any line; when the parser reads that amount differently, the model's amount stands.
 */
function ingredientFromAnswer(answer: VisionAnswer['ingredients'][number]): Ingredient | null {
  const unit = toKitchenUnit(answer.unit);
  const quantity = answer.quantity !== null && answer.quantity > 0 ? Math.min(answer.quantity, DISH_LIMITS.quantity) : 0;
  const item = text(answer.item, DISH_LIMITS.ingredientItem * 2);
  const optional = (read: Ingredient) => answer.optional || read.optional;
  if (quantity > 0) {
    const whole = parseIngredientLine(text(`${quantity} ${answer.unit} ${item}`, DISH_LIMITS.ingredientItem * 2));
    if (whole && Math.abs(whole.quantity - quantity) < 0.001 && whole.unit === unit) return { ...whole, optional: optional(whole) };
  }
  const unitWord = unit || !answer.unit.trim() ? '' : `${answer.unit.trim()} `;
  const read = parseIngredientLine(`${unitWord}${item}`);
  if (!read) return null;
  if (quantity === 0 && unit === '') return { ...read, optional: optional(read) };
  return { ...read, quantity, unit, optional: optional(read) };
}

/** Fits a model's answer into a Dish: our units, our limits, no duplicates; never trusts its sizes. */
export function dishFromVisionAnswer(answer: VisionAnswer): DishData {
  const notes = text(answer.notes, DISH_LIMITS.notes);
  const needsEstimateNote = answer.pictureKind === 'plated_food' && !/estimat/i.test(notes);
  const ingredients = answer.ingredients
    .map(ingredientFromAnswer)
    .filter((ingredient) => ingredient !== null)
    .slice(0, DISH_LIMITS.ingredients);

  return dishInputSchema.parse({
    dishName: text(answer.dishName, DISH_LIMITS.dishName) || 'Dish from a photo',
    description: text(answer.description, DISH_LIMITS.description),
    prepTime: wholeNumber(answer.prepTimeMinutes, 0, DISH_LIMITS.minutes),
    cookTime: wholeNumber(answer.cookTimeMinutes, 0, DISH_LIMITS.minutes),
    totalTime: wholeNumber(answer.totalTimeMinutes, 0, DISH_LIMITS.minutes),
    servings: wholeNumber(answer.servings, 1, DISH_LIMITS.servings),
    difficulty: DIFFICULTIES.find((level) => level.toLowerCase() === answer.difficulty.trim().toLowerCase()) ?? '',
    tags: distinct(answer.tags, DISH_LIMITS.tag, DISH_LIMITS.tags),
    ingredients,
    instructions: answer.instructions
      .map((step) => text(step, DISH_LIMITS.step))
      .filter(Boolean)
      .slice(0, DISH_LIMITS.steps),
    utensils: distinct(answer.utensils, DISH_LIMITS.utensil, DISH_LIMITS.utensils),
    notes: needsEstimateNote ? text(`${ESTIMATED_NOTE} ${notes}`, DISH_LIMITS.notes) : notes,
  });
}
