import { groupBy } from '@hearth/shared/group-by';
import { UnprocessableError } from '../../../errors.js';
import type { ImportedRecipe } from './export-file-types.js';
import { recipeFromDraft } from './dish-draft.js';
import { mealieEntry } from './mealie.js';
import { type ReadContext, folderOf, joinPath, pictureFromZip } from './read-context.js';
import { parseMinutes, parseServings, text } from './recipe-fields.js';
import { isRecord, parseJson } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * A Mealie backup: `database.json` holds every table as `{table: [rows]}` with the database's
 * column names (recipes, recipes_ingredients, recipe_instructions, tags, recipes_to_tags...),
 * and `data/recipes/<recipe id>/images/original.webp` the photos. Rows relate by ids.
 */

type Row = Record<string, unknown>;

export function findDatabaseJson(zip: ZipArchive): string | undefined {
  return zip.entries.map(({ name }) => name).find((name) => /(^|\/)database\.json$/.test(name) && name.split('/').length <= 2);
}

/** Ids are UUIDs, written with or without dashes depending on the database. */
function idKey(value: unknown): string {
  return text(value).replace(/-/g, '').toLowerCase();
}

/** The recipe a row belongs to; Mealie's first database versions named the column parent_id. */
function recipeKey(row: Row): string {
  return idKey(row.recipe_id ?? row.parent_id);
}

function rows(tables: Row, name: string): Row[] {
  const table = tables[name];
  return Array.isArray(table) ? table.filter(isRecord) : [];
}

function groupByRecipe(table: Row[]): Map<string, Row[]> {
  const groups = groupBy(table, recipeKey);
  for (const group of groups.values()) group.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  return groups;
}

function namesById(table: Row[], column = 'name'): Map<string, string> {
  return new Map(table.map((row) => [idKey(row.id), text(row[column])]));
}

/** Recipes whose settings say their ingredients were never parsed into amounts and foods. */
function amountsDisabled(settings: Row[]): Set<string> {
  return new Set(settings.filter((row) => row.disable_amount === true || row.disable_amount === 1).map(recipeKey));
}

/** recipe id -> names through a link table such as recipes_to_tags (recipe_id, tag_id). */
function linkedNames(links: Row[], column: string, names: Map<string, string>): Map<string, string[]> {
  const named = links.flatMap((link) => {
    const name = names.get(idKey(link[column]));
    return name ? [{ recipe: idKey(link.recipe_id), name }] : [];
  });
  const byRecipe = groupBy(named, (link) => link.recipe);
  return new Map([...byRecipe].map(([recipe, group]) => [recipe, group.map((link) => link.name)]));
}

export async function* readMealieBackup(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  const databaseName = findDatabaseJson(zip);
  if (!databaseName) throw new UnprocessableError('This Mealie backup has no database.json.', 'DAMAGED_FILE');
  const tables = parseJson((await zip.read(databaseName)).toString('utf8'), context.limits.maxJsonDepth, 'database.json');
  if (!isRecord(tables) || !Array.isArray(tables.recipes)) {
    throw new UnprocessableError("This Mealie backup's database.json has no recipes table.", 'DAMAGED_FILE');
  }
  const ingredients = groupByRecipe(rows(tables, 'recipes_ingredients'));
  const instructions = groupByRecipe(rows(tables, 'recipe_instructions'));
  const notes = groupByRecipe(rows(tables, 'notes'));
  const units = namesById(rows(tables, 'ingredient_units'));
  const foods = namesById(rows(tables, 'ingredient_foods'));
  const foodPlurals = namesById(rows(tables, 'ingredient_foods'), 'plural_name');
  const unparsed = amountsDisabled(rows(tables, 'recipe_settings'));
  const tags = linkedNames(rows(tables, 'recipes_to_tags'), 'tag_id', namesById(rows(tables, 'tags')));
  const categories = linkedNames(rows(tables, 'recipes_to_categories'), 'category_id', namesById(rows(tables, 'categories')));
  const tools = linkedNames(rows(tables, 'recipes_to_tools'), 'tool_id', namesById(rows(tables, 'tools')));
  const dataFolder = joinPath(folderOf(databaseName), 'data/recipes');

  for (const recipe of rows(tables, 'recipes')) {
    const key = idKey(recipe.id);
    const lines = (ingredients.get(key) ?? []).flatMap((row) => {
      const food = foods.get(idKey(row.food_id)) ?? '';
      const line = mealieEntry({
        quantity: row.quantity,
        unit: units.get(idKey(row.unit_id)) ?? '',
        food,
        foodPlural: foodPlurals.get(idKey(row.food_id)),
        note: text(row.note),
        fallback: text(row.original_text),
        parsed: !unparsed.has(key) && Boolean(food),
      });
      // The first ingredient of a section carries the section's title.
      const title = text(row.title).replace(/[:：]\s*$/u, '');
      return [title ? `${title}:` : '', line].filter(Boolean);
    });
    const steps = (instructions.get(key) ?? []).flatMap((row) => {
      const title = text(row.title);
      return [title ? `${title}:` : '', text(row.text)].filter(Boolean);
    });
    const warnings: string[] = [];
    // Photo folders are named by the recipe id as Mealie writes it, with dashes.
    const picture = await pictureFromZip(
      zip,
      [text(recipe.id), key].flatMap((id) =>
        ['original.webp', 'original.jpg', 'original.png'].map((file) => `${dataFolder}/${id}/images/${file}`),
      ),
      context,
      warnings,
    );
    yield recipeFromDraft(
      text(recipe.name),
      () => ({
        name: text(recipe.name),
        description: text(recipe.description),
        prepTime: parseMinutes(recipe.prep_time),
        cookTime: parseMinutes(recipe.cook_time) ?? parseMinutes(recipe.perform_time),
        totalTime: parseMinutes(recipe.total_time),
        servings:
          parseServings(recipe.recipe_servings) ?? parseServings(recipe.recipe_yield_quantity) ?? parseServings(recipe.recipe_yield),
        sourceUrl: text(recipe.org_url),
        notes: (notes.get(key) ?? []).map((row) => [text(row.title), text(row.text)].filter(Boolean).join(': ')),
        tags: [...(categories.get(key) ?? []), ...(tags.get(key) ?? []), text(recipe.recipeCuisine)],
        ingredientLines: lines,
        steps,
        utensils: tools.get(key) ?? [],
      }),
      picture,
      warnings,
    );
  }
}
