import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import type { ImportNotice } from '@hearth/shared/imports';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';
import { notice } from '../import-notices.js';
import { type DishDraft, fitDish, type ReadDish } from './fit-dish.js';
import { instructionsFrom } from './recipe-instructions.js';
import {
  absoluteHttpUrl,
  asArray,
  imageUrlFrom,
  isNode,
  minutesFrom,
  namesFrom,
  property,
  type SchemaNode,
  servingsFrom,
} from './schema-org-values.js';
import { cleanLines, cleanText } from './text-cleanup.js';

/**
 * A schema.org Recipe (from JSON-LD, microdata, RDFa, or a file such as Nextcloud Cookbook's
 * recipe.json) as a draft dish. Exported for the export-file importers.
 */

/** Deeper than any real recipe; anything below is cut before we look at it. */
const MAX_NODE_DEPTH = 12;
/** Entries per list kept while copying; the dish limits are far below this. */
const MAX_LIST = 1_000;

/**
 * JSON-LD's own wrappers around a value: `{"@value": "Pea Soup", "@language": "en"}` and
 * `{"@list": [...]}`, which expanded or hand-written JSON-LD uses for plain texts and lists.
 */
function isValueObject(value: unknown): value is { '@value'?: unknown; '@list'?: unknown } {
  return isNode(value) && ('@value' in value || '@list' in value) && Object.keys(value).every((key) => key.startsWith('@'));
}

/** The value inside its wrappers (a few deep at most: a wrapper in a wrapper is already odd). */
function unwrapped(value: unknown): unknown {
  let inner = value;
  for (let round = 0; round < 4 && isValueObject(inner); round += 1) inner = inner['@value'] ?? inner['@list'];
  return inner;
}

/**
 * A copy of the node no deeper than MAX_NODE_DEPTH and no wider than MAX_LIST, made without
 * recursion, so the readers below may recurse freely and a hostile tree cannot exhaust the stack.
 */
export function boundedCopy(root: unknown): unknown {
  const copyOf = (value: unknown): unknown => {
    if (Array.isArray(value)) return [];
    if (isNode(value)) return {};
    return value;
  };
  const start = unwrapped(root);
  const top = copyOf(start);
  if (top === start) return start;
  const work: Array<{ source: unknown; target: unknown; depth: number }> = [{ source: start, target: top, depth: 0 }];
  while (work.length > 0) {
    const { source, target, depth } = work.pop()!;
    if (depth >= MAX_NODE_DEPTH) continue;
    const entries: Array<[string | number, unknown]> = Array.isArray(source)
      ? source.slice(0, MAX_LIST).map((value, index) => [index, value])
      : Object.entries(source as SchemaNode).slice(0, MAX_LIST);
    for (const [key, value] of entries) {
      const plain = unwrapped(value);
      const copy = copyOf(plain);
      (target as Record<string | number, unknown>)[key] = copy;
      if (copy !== plain) work.push({ source: plain, target: copy, depth: depth + 1 });
    }
  }
  return top;
}

/**
 * One ingredient written as a node: its text, data-vocabulary.org's amount and name, a
 * PropertyValue's value, unitText and name, or a HowToSupply's name and requiredQuantity.
 */
function nodeLine(line: SchemaNode): string[] {
  if (line.text !== undefined) return cleanLines(line.text);
  // A HowToSupply gives its amount as a QuantitativeValue.
  const quantity = isNode(line.requiredQuantity) ? line.requiredQuantity : line;
  const amount = cleanText(quantity.amount ?? quantity.value);
  const unit = cleanText(quantity.unitText);
  const name = cleanText(line.name);
  return cleanLines([amount, unit, name].filter(Boolean).join(' '));
}

const AMOUNT_AFTER_COMMA = /\s*[,;]\s*(?=[\d½¼¾⅓⅔⅛])/gu;

/**
 * Ingredient lines from `recipeIngredient`, the older `ingredients`, or data-vocabulary.org's
 * `ingredient` (pages of the 2010s still carry it), a list or one text.
 */
function ingredientLines(node: SchemaNode): string[] {
  const value = property(node, 'recipeIngredient') ?? property(node, 'ingredients') ?? property(node, 'ingredient');
  // Some pages nest the list in lists ([["1 cup flour", "2 eggs"]]).
  const lines = asArray(value)
    .flat(3)
    .flatMap((line) => (isNode(line) ? nodeLine(line) : cleanLines(line)));
  // A few write the whole list as one text joined by commas: "1 cup flour, 2 eggs, 1 cup milk".
  if (lines.length === 1 && (lines[0]!.match(AMOUNT_AFTER_COMMA) ?? []).length >= 2) return lines[0]!.split(AMOUNT_AFTER_COMMA);
  return lines;
}

/**
 * Prep, cook and total as the recipe gives them, each apart: a total is not prep plus cook when
 * dough rises or a stew rests, so it never fills the cook time. Some plugins write "PT0M" for a
 * time nobody filled in: a cook or total time of 0 is no time at all.
 */
function timesOf(node: SchemaNode): Pick<DishDraft, 'prepTime' | 'cookTime' | 'totalTime'> {
  const given = (name: string) => {
    const minutes = minutesFrom(property(node, name));
    return minutes === 0 && name !== 'prepTime' ? null : minutes;
  };
  return { prepTime: given('prepTime'), cookTime: given('cookTime'), totalTime: given('totalTime') };
}

function authorNote(node: SchemaNode): string {
  // Some pages write the byline whole ("By Jane Roe"); the note adds its own "By".
  const authors = [...new Set(namesFrom(property(node, 'author')).map((name) => name.replace(/^by\s+/iu, '')))];
  if (authors.length === 0) return '';
  const names = authors.length === 1 ? authors[0] : `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}`;
  return `By ${names}`;
}

/**
 * Notes an app wrote as the recipe's `comment` text (Paprika's HTML export does). A page's
 * `comment` is readers' Comment nodes, which are no part of the recipe: only plain text counts.
 */
function notesText(node: SchemaNode): string {
  return asArray(property(node, 'comment'))
    .filter((value) => typeof value === 'string')
    .flatMap((value) => cleanLines(value))
    .join('\n');
}

/** The dish a schema.org Recipe node describes, or null when it holds no recipe at all. */
export function recipeFromSchemaOrg(node: unknown, pageUrl?: string): ReadDish | null {
  const recipe = boundedCopy(node);
  if (!isNode(recipe)) return null;
  const lines = ingredientLines(recipe);
  const instructions = instructionsFrom(property(recipe, 'recipeInstructions') ?? property(recipe, 'instructions'));
  // Markup often names the recipe twice (a meta tag and the visible heading): the first name is the one.
  const dishName =
    [property(recipe, 'name'), property(recipe, 'headline'), property(recipe, 'alternateName')]
      .flatMap((value) => namesFrom(value))
      .find(Boolean) ?? '';
  if (lines.length === 0 && instructions.length === 0 && !dishName) return null;

  const base = absoluteHttpUrl(pageUrl) || undefined;
  const sourceUrl = absoluteHttpUrl(property(recipe, 'url'), base) || absoluteHttpUrl(pageUrl);
  const warnings: ImportNotice[] = [];
  const draft: DishDraft = {
    dishName,
    description: cleanText(property(recipe, 'description') ?? property(recipe, 'summary')),
    ...timesOf(recipe),
    servings: servingsFrom(property(recipe, 'recipeYield') ?? property(recipe, 'yield')),
    // Relative addresses are relative to the page the recipe is on, not to its own url.
    imageUrl: imageUrlFrom(property(recipe, 'image') ?? property(recipe, 'photo') ?? property(recipe, 'thumbnailUrl'), base || sourceUrl),
    sourceUrl,
    notes: [authorNote(recipe), notesText(recipe)].filter(Boolean).join('\n\n'),
    tags: ['recipeCategory', 'recipeCuisine', 'keywords'].flatMap((name) => namesFrom(property(recipe, name), { splitCommas: true })),
    // Headings take lines too; twice the limit leaves room for them without reading a flood.
    ingredients: parseIngredientLines(lines.slice(0, 2 * DISH_LIMITS.ingredients)),
    ingredientsFound: lines.length > 2 * DISH_LIMITS.ingredients ? lines.length : undefined,
    instructions,
    utensils: namesFrom(property(recipe, 'tool')),
  };
  if (lines.length > 0 && draft.ingredients!.length === 0) warnings.push(notice('ingredient_lines_unreadable'));
  return fitDish(draft, warnings);
}
