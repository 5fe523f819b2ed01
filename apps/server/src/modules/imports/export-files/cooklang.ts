import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { readFrontMatter } from './front-matter.js';
import { EMPTY_ENTRY, type ReadContext, baseName, folderOf, isJunkEntry, joinPath, pictureFromZip } from './read-context.js';
import { parseMinutes, parseServings, stringList, text } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * Cooklang (.cook), after the language's documented grammar: each paragraph is a step;
 * `@name{qty%unit}(note)` an ingredient (the braces may be left out for one word), `#name{}`
 * cookware, `~name{qty%unit}` a timer; `--` and `[- -]` comments; `>> key: value` or YAML
 * front matter for metadata; `> ` notes; `= Section =` headings. No package for it is kept
 * well enough to depend on, and the grammar is small.
 */

/** `@`/`#`/`~`, modifiers, then a multi-word name closed by `{...}` or a single word. */
const TOKEN = /([@#~])([?&+\-*]*)(?:([^@#~{}\n]*?)\{([^}]*)\}|([\p{L}\p{N}_][\p{L}\p{N}_'-]*))(?:\(([^)\n]*)\))?/gu;

export function looksLikeCooklang(source: string): boolean {
  return /^>>\s*[\w .-]+:/m.test(source) || /@[\p{L}][^@#~{}\n]*\{[^}]*\}/u.test(source) || /~\{[^}]*%[^}]*\}/.test(source);
}

interface CookIngredient {
  name: string;
  quantity: string;
  unit: string;
  note: string;
  optional: boolean;
}

function stripComments(source: string): string {
  return source.replace(/\[-[\s\S]*?-\]/g, '').replace(/(^|\s)--.*$/gm, '$1');
}

/** "./sauces/Hollandaise" (a reference to another recipe) reads as "Hollandaise". */
function cleanName(name: string): string {
  return name
    .trim()
    .replace(/^(\.{1,2}\/)+/, '')
    .replace(/^.*\//, '');
}

function readStep(paragraph: string, ingredients: CookIngredient[], cookware: string[]): string {
  return paragraph.replace(TOKEN, (_match, sigil: string, modifiers: string, longName = '', amount = '', word = '', note = '') => {
    const name = cleanName(longName || word);
    // "=1" is a quantity fixed when the recipe is scaled; "2*" one the old spec scaled: both are plain amounts here.
    const [quantity = '', unit = ''] = amount.split('%').map((part: string) => part.trim().replace(/^=\s*|\s*\*$/g, ''));
    if (sigil === '@') {
      // `@&name` refers back to an ingredient already listed.
      if (!modifiers.includes('&') && name)
        ingredients.push({ name, quantity, unit, note: note.trim(), optional: modifiers.includes('?') });
      return name;
    }
    if (sigil === '#') {
      if (name) cookware.push(name);
      return name;
    }
    return [quantity, unit].filter(Boolean).join(' ') || name;
  });
}

function ingredientText({ name, quantity, unit, note, optional }: CookIngredient): string {
  const main = [quantity === '' ? '' : quantity, unit, name].filter(Boolean).join(' ');
  return `${main}${note ? `, ${note}` : ''}${optional ? ' (optional)' : ''}`;
}

function metadataValue(metadata: Record<string, unknown>, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = metadata[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

export function cooklangDraft(source: string, fallbackName: string): DishDraft {
  const { data, body } = readFrontMatter(source);
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) metadata[key.toLowerCase()] = value;
  const notes: string[] = [];
  const steps: string[] = [];
  const ingredients: CookIngredient[] = [];
  const cookware: string[] = [];

  for (const paragraph of stripComments(body)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)) {
    const lines: string[] = [];
    for (const line of paragraph.split('\n').map((part) => part.trim())) {
      const meta = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
      if (meta) metadata[meta[1]!.trim().toLowerCase()] = meta[2]!.trim();
      else if (line.startsWith('>')) notes.push(line.replace(/^>\s?/, ''));
      else if (/^=+\s*[^=]*?\s*=*$/.test(line)) {
        const section = line.replace(/^=+|=+$/g, '').trim();
        if (section) steps.push(`${section}:`);
      } else if (line) lines.push(line);
    }
    const step = readStep(lines.join(' '), ingredients, cookware).replace(/\s+/g, ' ').trim();
    if (step) steps.push(step);
  }

  const sourceValue = metadataValue(metadata, 'source.url', 'source', 'source.name', 'url');
  const sourceText =
    typeof sourceValue === 'object' && sourceValue !== null ? text((sourceValue as { url?: unknown }).url) : text(sourceValue);
  return {
    name: text(metadataValue(metadata, 'title', 'name')) || fallbackName,
    description: text(metadataValue(metadata, 'description', 'introduction')),
    prepTime: parseMinutes(metadataValue(metadata, 'prep time', 'time.prep', 'prep_time')),
    cookTime: parseMinutes(metadataValue(metadata, 'cook time', 'time.cook', 'cook_time')),
    totalTime: parseMinutes(metadataValue(metadata, 'time required', 'time', 'duration')),
    servings: parseServings(metadataValue(metadata, 'servings', 'serves', 'yield')),
    difficulty: metadataValue(metadata, 'difficulty'),
    sourceUrl: /^https?:\/\//i.test(sourceText) ? sourceText : '',
    sourceText: /^https?:\/\//i.test(sourceText) ? '' : sourceText,
    imageUrl: text(metadataValue(metadata, 'image', 'picture')),
    notes,
    tags: [
      ...stringList(metadataValue(metadata, 'tags')),
      ...stringList(metadataValue(metadata, 'course', 'category')),
      ...stringList(metadataValue(metadata, 'cuisine')),
    ],
    ingredientLines: ingredients.map(ingredientText),
    steps,
    utensils: cookware,
  };
}

export function isCooklangEntry(name: string): boolean {
  return /\.cook$/i.test(name) && !isJunkEntry(name);
}

export function* readCooklangText(source: string, fallbackName: string): Generator<ImportedRecipe> {
  yield recipeFromDraft(fallbackName, () => cooklangDraft(source, fallbackName));
}

export async function* readCooklangZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isCooklangEntry(name)) continue;
    const fallbackName = baseName(name);
    const source = decodeHtml(await zip.read(name), undefined);
    if (!source.trim()) {
      yield { name: fallbackName, ...EMPTY_ENTRY };
      continue;
    }
    const warnings: string[] = [];
    // Cooklang's convention: the photo sits beside the recipe with the same name.
    const picture = await pictureFromZip(
      zip,
      ['jpg', 'jpeg', 'png', 'webp'].map((extension) => joinPath(folderOf(name), `${fallbackName}.${extension}`)),
      context,
      warnings,
    );
    yield recipeFromDraft(fallbackName, () => cooklangDraft(source, fallbackName), picture, warnings);
  }
}
