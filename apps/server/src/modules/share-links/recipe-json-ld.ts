import { formatAmount } from '@hearth/shared/amounts';
import { cookSteps } from '@hearth/shared/cook-steps';
import type { Dish, Ingredient } from '@hearth/shared/dishes';

/** Minutes as an ISO 8601 duration, as schema.org's times are written: 90 -> "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes === 0) return 'PT0M';
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/**
 * An ingredient as one line a cook (and any recipe importer) reads: "1 ½ cups flour, sifted".
 * Importers parse the amount, the unit and the food back out of it, ours among them.
 */
export function ingredientLine(ingredient: Pick<Ingredient, 'quantity' | 'unit' | 'item' | 'note' | 'optional'>): string {
  const amount = formatAmount(ingredient.quantity, ingredient.unit);
  const toTaste = ingredient.unit === 'to taste' || ingredient.unit === 'as needed';
  const food = toTaste ? `${ingredient.item}, ${amount}` : [amount, ingredient.item].filter(Boolean).join(' ');
  const note = ingredient.note ? `, ${ingredient.note}` : '';
  return `${food}${note}${ingredient.optional ? ' (optional)' : ''}`;
}

/**
 * The dish as schema.org Recipe JSON-LD (https://schema.org/Recipe), the markup chat previews,
 * search engines and every recipe app's importer read. Only what the owner wrote into the
 * dish; never who they are.
 */
export function recipeJsonLd(dish: Dish, page: { url: string; imageUrl: string }): Record<string, unknown> {
  const steps = cookSteps(dish.instructions);
  const recipe: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: dish.dishName,
    url: page.url,
    recipeIngredient: dish.ingredients.map(ingredientLine),
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  if (dish.description) recipe.description = dish.description;
  if (page.imageUrl) recipe.image = [page.imageUrl];
  if (dish.prepTime !== null) recipe.prepTime = isoDuration(dish.prepTime);
  if (dish.cookTime !== null) recipe.cookTime = isoDuration(dish.cookTime);
  if (dish.totalTime !== null) recipe.totalTime = isoDuration(dish.totalTime);
  if (dish.servings !== null) recipe.recipeYield = String(dish.servings);
  if (dish.tags.length) recipe.keywords = dish.tags.join(', ');
  if (dish.utensils.length) recipe.tool = dish.utensils.map((name) => ({ '@type': 'HowToTool', name }));
  if (dish.sourceUrl) recipe.isBasedOn = dish.sourceUrl;
  return recipe;
}

/** JSON for a <script> block: "</script>" or "<!--" inside a dish's text cannot end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
