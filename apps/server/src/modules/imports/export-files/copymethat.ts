import type { Readable } from 'node:stream';
import { type HtmlExportZip, readHtmlRecipeBlocks } from './block-exports.js';
import type { ImportedRecipe } from './export-file-types.js';
import type { DishDraft } from './dish-draft.js';
import { type HtmlBlock, type HtmlElement, findEvery, findFirst, hasClass, textOf } from './html-blocks.js';
import type { ReadContext } from './read-context.js';
import { parseMinutes, parseServings, text } from './recipe-fields.js';

/**
 * CopyMeThat's export: `recipes.html` (with an `images/` folder when zipped), one
 * `<div class="recipe">` per recipe holding elements with ids (name, description,
 * recipeYield, original_link, recipeIngredients, recipeInstructions, recipeNotes) and
 * classes (recipeImage, recipeCategory, recipeIngredient, instruction, recipeNote).
 */

export function looksLikeCopyMeThat(html: string): boolean {
  return /class\s*=\s*["'][^"']*\brecipe\b/i.test(html) && /id\s*=\s*["']recipeIngredients["']/i.test(html);
}

function byId(root: HtmlBlock, id: string): HtmlElement | null {
  return findFirst(root, (element) => element.attribs.id === id);
}

function byClass(root: HtmlBlock | HtmlElement, name: string): HtmlElement[] {
  return findEvery(root, (element) => hasClass(element.attribs, name));
}

export function copyMeThatDraft(root: HtmlBlock): { draft: DishDraft; imageSource: string } {
  const ingredientsList = byId(root, 'recipeIngredients');
  const ingredientLines = ingredientsList
    ? findEvery(ingredientsList, (element) => element.name === 'li' || hasClass(element.attribs, 'recipeIngredient_subheader')).map(
        (element) => (hasClass(element.attribs, 'recipeIngredient_subheader') ? `${textOf(element)}:` : textOf(element)),
      )
    : [];
  const instructionsList = byId(root, 'recipeInstructions');
  const steps = instructionsList
    ? findEvery(
        instructionsList,
        (element) => hasClass(element.attribs, 'instruction') || hasClass(element.attribs, 'instruction_subheader'),
      ).map((element) => (hasClass(element.attribs, 'instruction_subheader') ? `${textOf(element)}:` : textOf(element)))
    : [];
  const notesBlock = byId(root, 'recipeNotes');
  const noteItems = notesBlock ? byClass(notesBlock, 'recipeNote').map(textOf) : [];
  const notes = noteItems.length ? noteItems : [textOf(notesBlock).replace(/^notes?:?\s*/i, '')];
  const image = findFirst(root, (element) => element.name === 'img' && hasClass(element.attribs, 'recipeImage'));
  const imageSource = text(image?.attribs.src);
  const link = byId(root, 'original_link');
  return {
    imageSource,
    draft: {
      name: textOf(byId(root, 'name')),
      description: textOf(byId(root, 'description')),
      // Newer exports write the yield as id="servings" ("Servings:4").
      servings: parseServings(textOf(byId(root, 'recipeYield'))) ?? parseServings(textOf(byId(root, 'servings'))),
      prepTime: parseMinutes(textOf(byId(root, 'prepTime'))),
      cookTime: parseMinutes(textOf(byId(root, 'cookTime'))),
      totalTime: parseMinutes(textOf(byId(root, 'totalTime'))),
      sourceUrl: text(link?.attribs.href) || textOf(link),
      imageUrl: /^https?:\/\//i.test(imageSource) ? imageSource : '',
      notes,
      tags: byClass(root, 'recipeCategory')
        .map(textOf)
        .filter((tag) => tag && !/^tags:?$/i.test(tag)),
      ingredientLines,
      steps,
    },
  };
}

/**
 * Reads `recipes.html` from a stream. `zip` and `htmlName` locate the images folder when the
 * page came inside a zip.
 */
export function readCopyMeThat(html: Readable, context: ReadContext, zip?: HtmlExportZip): AsyncGenerator<ImportedRecipe> {
  return readHtmlRecipeBlocks(html, context, zip, 'recipe', copyMeThatDraft);
}
