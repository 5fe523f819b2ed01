import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { baseName, isJunkEntry } from './read-context.js';
import { parseMinutes, parseServings, splitSteps, stringList } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * Recipes written as labelled text: Pepperplate's export (a zip of one `.txt` per recipe:
 * "Title:", "Description:", "Source:", "Original URL:", "Yield:", "Active:", "Total:",
 * "Image:", then "Ingredients:" and "Instructions:" with their lines indented below) and Plan
 * to Eat's text export (the same idea with "Serves:", "Prep Time:", "Cook Time:", "Tags:",
 * "Photo Url:", "Directions:", recipes one after another between lines of dashes).
 */

type Field = 'name' | 'description' | 'source' | 'url' | 'servings' | 'prep' | 'cook' | 'total' | 'image' | 'tags';
type Section = 'ingredients' | 'steps' | 'notes';

const FIELDS: Record<string, Field> = {
  title: 'name',
  name: 'name',
  description: 'description',
  source: 'source',
  'original url': 'url',
  url: 'url',
  'source url': 'url',
  yield: 'servings',
  serves: 'servings',
  servings: 'servings',
  active: 'prep',
  'prep time': 'prep',
  'cook time': 'cook',
  total: 'total',
  'total time': 'total',
  image: 'image',
  'photo url': 'image',
  tags: 'tags',
  categories: 'tags',
  category: 'tags',
  course: 'tags',
};

const SECTIONS: Record<string, Section> = {
  ingredients: 'ingredients',
  instructions: 'steps',
  directions: 'steps',
  method: 'steps',
  notes: 'notes',
};

const LABEL = /^([A-Za-z][A-Za-z ]{1,20}):[ \t]*(.*)$/;
/** Plan to Eat puts a line of dashes between recipes. */
const SEPARATOR = /^\s*-{5,}\s*$/;

export function looksLikeLabelledText(head: string): boolean {
  const start = head
    .replace(/^\uFEFF/, '')
    .replace(/^(\s*-{5,}[ \t]*\r?\n)+/, '')
    .trimStart();
  return /^title:[ \t]*\S/i.test(start) && /^[ \t]*ingredients:[ \t]*$/im.test(start);
}

interface LabelledRecipe {
  fields: Partial<Record<Field, string>>;
  sections: Record<Section, string[]>;
}

function parseRecipe(lines: string[]): LabelledRecipe {
  const recipe: LabelledRecipe = { fields: {}, sections: { ingredients: [], steps: [], notes: [] } };
  let section: Section | null = null;
  for (const line of lines) {
    // A label at the start of a line (not indented) opens a section or names a field, once.
    const label = /^\s/.test(line) ? null : LABEL.exec(line);
    if (label) {
      const key = label[1]!.trim().toLowerCase();
      const value = label[2]!.trim();
      const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
      if (Object.hasOwn(SECTIONS, key) && !value) {
        section = SECTIONS[key]!;
        continue;
      }
      if (field && recipe.fields[field] === undefined) {
        recipe.fields[field] = value;
        section = null;
        continue;
      }
    }
    if (section) recipe.sections[section].push(line);
  }
  return recipe;
}

function labelledDraft({ fields, sections }: LabelledRecipe, fallbackName: string): DishDraft {
  const source = fields.source ?? '';
  const url = [fields.url, source].find((value) => value && /^https?:\/\//i.test(value)) ?? '';
  return {
    name: (fields.name ?? '').replace(/^"|"$/g, '').trim() || fallbackName,
    description: fields.description,
    servings: parseServings(fields.servings),
    prepTime: parseMinutes(fields.prep),
    cookTime: parseMinutes(fields.cook),
    totalTime: parseMinutes(fields.total),
    sourceUrl: url,
    sourceText: source === url ? '' : source,
    imageUrl: fields.image,
    // Plan to Eat separates tags with commas or carets.
    tags: stringList((fields.tags ?? '').replace(/\^/g, ',')),
    ingredientLines: sections.ingredients.map((line) => line.trim()).filter(Boolean),
    steps: splitSteps(sections.steps.join('\n')),
    notes: [sections.notes.join('\n').trim()],
  };
}

/** Each recipe of a text: recipes start at a "Title:" line, or after a line of dashes. */
export function* readLabelledText(source: string, fallbackName: string): Generator<ImportedRecipe> {
  const recipes: string[][] = [];
  let current: string[] = [];
  for (const line of source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const startsRecipe = /^title:/i.test(line) && current.some((earlier) => /^title:/i.test(earlier));
    if (SEPARATOR.test(line) || startsRecipe) {
      if (current.some((earlier) => earlier.trim())) recipes.push(current);
      current = startsRecipe ? [line] : [];
    } else {
      current.push(line);
    }
  }
  if (current.some((line) => line.trim())) recipes.push(current);
  for (const lines of recipes) {
    const recipe = parseRecipe(lines);
    const name = recipe.fields.name?.trim() || fallbackName;
    yield recipeFromDraft(name, () => labelledDraft(recipe, recipes.length === 1 ? fallbackName : ''));
  }
}

export function isTextEntry(name: string): boolean {
  return /\.txt$/i.test(name) && !isJunkEntry(name);
}

export async function* readLabelledTextZip(zip: ZipArchive): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isTextEntry(name)) continue;
    const source = decodeHtml(await zip.read(name), undefined);
    if (looksLikeLabelledText(source)) yield* readLabelledText(source, baseName(name));
  }
}
