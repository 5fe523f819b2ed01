import type { Readable } from 'node:stream';
import type { ImportedRecipe } from './export-file-types.js';
import { type HtmlExportZip, readHtmlRecipeBlocks } from './block-exports.js';
import type { DishDraft } from './dish-draft.js';
import { type HtmlBlock, type HtmlElement, findEvery, findFirst, hasClass, textOf } from './html-blocks.js';
import type { ReadContext } from './read-context.js';
import { parseMinutes, parseServings, text } from './recipe-fields.js';

/**
 * Recipe Keeper's export: a zip of `recipes.html` and an `images/` folder. Each recipe is a
 * `<div class="recipe-details">` marked with Recipe Keeper's own `itemprop` names (no
 * schema.org itemtype, so a page reader finds nothing): `name`, `recipeCourse` (text),
 * `recipeCategory` and `recipeCollection` (meta content), `recipeSource`, `recipeYield`,
 * `prepTime`/`cookTime` (meta content, ISO 8601), `recipeIngredients`, `recipeDirections` and
 * `recipeNotes` (one `<p>` a line), `recipeNut*` metas, and `img.recipe-photo` from `images/`.
 */

export function looksLikeRecipeKeeper(html: string): boolean {
  return /class\s*=\s*["'][^"']*\brecipe-details\b/i.test(html) && /itemprop\s*=\s*["']recipeIngredients["']/i.test(html);
}

function withProp(root: HtmlBlock, name: string): HtmlElement[] {
  return findEvery(root, (element) => element.attribs.itemprop === name);
}

/** A property's value: a meta's content, else the element's text. */
function propValue(element: HtmlElement | undefined): string {
  if (!element) return '';
  return element.name === 'meta' ? text(element.attribs.content) : textOf(element);
}

function firstProp(root: HtmlBlock, name: string): string {
  return withProp(root, name).map(propValue).find(Boolean) ?? '';
}

/** The non-blank `<p>` lines of a block (its text when it has none). */
function paragraphs(root: HtmlBlock, name: string): string[] {
  const block = withProp(root, name)[0];
  if (!block) return [];
  const lines = findEvery(block, (element) => element.name === 'p').map(textOf);
  return (lines.length ? lines : [textOf(block)]).filter(Boolean);
}

/** "1.Roll the dough" or "2) Bake" as the app numbers its steps. */
const STEP_NUMBER = /^\d{1,3}\s*[.)]\s*/;

/** "recipeNutTotalFat" with content "12g" reads "Total fat: 12g". */
function nutritionNote(root: HtmlBlock): string {
  const facts = findEvery(root, (element) => /^recipeNut/.test(element.attribs.itemprop ?? ''))
    .map((element) => {
      const label = (element.attribs.itemprop ?? '').replace(/^recipeNut/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
      const value = propValue(element);
      return value ? `${label.charAt(0)}${label.slice(1).toLowerCase()}: ${value}` : '';
    })
    .filter(Boolean);
  return facts.length ? `Nutrition: ${facts.join(', ')}` : '';
}

export function recipeKeeperDraft(root: HtmlBlock): { draft: DishDraft; imageSource: string } {
  const sourceBlock = withProp(root, 'recipeSource')[0];
  const sourceLink = sourceBlock ? findFirst(sourceBlock, (element) => element.name === 'a') : null;
  const sourceText = propValue(sourceBlock);
  const href = text(sourceLink?.attribs.href);
  const sourceUrl = /^https?:\/\//i.test(href) ? href : /^https?:\/\/\S+$/i.test(sourceText) ? sourceText : '';
  const photo = findFirst(
    root,
    (element) => element.name === 'img' && (hasClass(element.attribs, 'recipe-photo') || /^photo/.test(element.attribs.itemprop ?? '')),
  );
  const tags = ['recipeCourse', 'recipeCategory', 'recipeCollection'].flatMap((name) => withProp(root, name).map(propValue));
  return {
    imageSource: text(photo?.attribs.src),
    draft: {
      name: firstProp(root, 'name'),
      description: firstProp(root, 'description'),
      servings: parseServings(firstProp(root, 'recipeYield')),
      prepTime: parseMinutes(firstProp(root, 'prepTime')),
      cookTime: parseMinutes(firstProp(root, 'cookTime')),
      totalTime: parseMinutes(firstProp(root, 'totalTime')),
      sourceUrl,
      // A linked source's text is only the link's label.
      sourceText: sourceUrl ? '' : sourceText,
      notes: [paragraphs(root, 'recipeNotes').join('\n'), nutritionNote(root)],
      tags: tags.flatMap((tag) => tag.split(/\s*,\s*/)),
      ingredientLines: paragraphs(root, 'recipeIngredients'),
      steps: paragraphs(root, 'recipeDirections').map((line) => line.replace(STEP_NUMBER, '')),
    },
  };
}

/** Reads `recipes.html` from a stream; `zip` and `htmlName` locate its photos when it came zipped. */
export function readRecipeKeeper(html: Readable, context: ReadContext, zip?: HtmlExportZip): AsyncGenerator<ImportedRecipe> {
  return readHtmlRecipeBlocks(html, context, zip, 'recipe-details', recipeKeeperDraft);
}
