import type { Ingredient } from '@hearth/shared/dishes';

export interface IngredientRun<T extends Ingredient = Ingredient> {
  /** The heading the ingredients sit under ("For the glaze"), or '' for none. */
  group: string;
  /** Each ingredient with its place in the whole list (what removing one needs). */
  items: Array<{ ingredient: T; index: number }>;
}

/** The ingredients in runs under their headings, in order; a heading repeats only where the recipe repeats it. */
export function ingredientRuns<T extends Ingredient>(ingredients: readonly T[]): IngredientRun<T>[] {
  const runs: IngredientRun<T>[] = [];
  ingredients.forEach((ingredient, index) => {
    const group = ingredient.group ?? '';
    const last = runs.at(-1);
    if (last && last.group === group) last.items.push({ ingredient, index });
    else runs.push({ group, items: [{ ingredient, index }] });
  });
  return runs;
}
