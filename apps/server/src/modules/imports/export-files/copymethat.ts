import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { findAll, findOne, textContent } from 'domutils';
import { DomHandler, type Handler, Parser } from 'htmlparser2';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type ReadContext, folderOf, joinPath, pictureFromZip } from './read-context.js';
import { parseMinutes, parseServings, text } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * CopyMeThat's export: `recipes.html` (with an `images/` folder when zipped), one
 * `<div class="recipe">` per recipe holding elements with ids (name, description,
 * recipeYield, original_link, recipeIngredients, recipeInstructions, recipeNotes) and
 * classes (recipeImage, recipeCategory, recipeIngredient, instruction, recipeNote).
 * The file is parsed as a stream and only one recipe's tree is built at a time, so a large
 * export never becomes one large DOM.
 */

export function looksLikeCopyMeThat(html: string): boolean {
  return /class\s*=\s*["'][^"']*\brecipe\b/i.test(html) && /id\s*=\s*["']recipeIngredients["']/i.test(html);
}

type Document = DomHandler['root'];
type Element = ReturnType<typeof findAll>[number];

function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/** Builds a tree for each `div.recipe` the parser passes, ignoring everything between them. */
class RecipeBlocks implements Partial<Handler> {
  readonly finished: Document[] = [];
  private handler: DomHandler | null = null;
  private depth = 0;

  onopentag(name: string, attribs: Record<string, string>): void {
    if (!this.handler) {
      if (!hasClass(attribs, 'recipe')) return;
      this.handler = new DomHandler();
      this.depth = 0;
    }
    this.depth += 1;
    this.handler.onopentag(name, attribs);
  }

  ontext(data: string): void {
    this.handler?.ontext(data);
  }

  onclosetag(): void {
    if (!this.handler) return;
    this.handler.onclosetag();
    this.depth -= 1;
    if (this.depth === 0) {
      this.handler.onend();
      this.finished.push(this.handler.root);
      this.handler = null;
    }
  }
}

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function byId(root: Document, id: string): Element | null {
  return findOne((element) => element.attribs.id === id, root.children, true);
}

function byClass(root: Document | Element, name: string): Element[] {
  return findAll((element) => hasClass(element.attribs, name), root.children);
}

function textOf(element: Element | null): string {
  return element ? clean(textContent(element)) : '';
}

export function copyMeThatDraft(root: Document): { draft: DishDraft; imageSource: string } {
  const ingredientsList = byId(root, 'recipeIngredients');
  const ingredientLines = ingredientsList
    ? findAll((element) => element.name === 'li' || hasClass(element.attribs, 'recipeIngredient_subheader'), ingredientsList.children)
        .map((element) => (hasClass(element.attribs, 'recipeIngredient_subheader') ? `${textOf(element)}:` : textOf(element)))
    : [];
  const instructionsList = byId(root, 'recipeInstructions');
  const steps = instructionsList
    ? findAll((element) => hasClass(element.attribs, 'instruction') || hasClass(element.attribs, 'instruction_subheader'), instructionsList.children)
        .map((element) => (hasClass(element.attribs, 'instruction_subheader') ? `${textOf(element)}:` : textOf(element)))
    : [];
  const notesBlock = byId(root, 'recipeNotes');
  const noteItems = notesBlock ? byClass(notesBlock, 'recipeNote').map(textOf) : [];
  const notes = noteItems.length ? noteItems : [textOf(notesBlock).replace(/^notes?:?\s*/i, '')];
  const image = findOne((element) => element.name === 'img' && hasClass(element.attribs, 'recipeImage'), root.children, true);
  const imageSource = text(image?.attribs.src);
  const link = byId(root, 'original_link');
  return {
    imageSource,
    draft: {
      name: textOf(byId(root, 'name')),
      description: textOf(byId(root, 'description')),
      servings: parseServings(textOf(byId(root, 'recipeYield'))),
      prepTime: parseMinutes(textOf(byId(root, 'prepTime'))),
      cookTime: parseMinutes(textOf(byId(root, 'cookTime'))),
      totalTime: parseMinutes(textOf(byId(root, 'totalTime'))),
      sourceUrl: text(link?.attribs.href),
      imageUrl: /^https?:\/\//i.test(imageSource) ? imageSource : '',
      notes,
      tags: byClass(root, 'recipeCategory').map(textOf).filter((tag) => tag && !/^tags:?$/i.test(tag)),
      ingredientLines,
      steps,
    },
  };
}

/**
 * Reads `recipes.html` from a stream. `zip` and `htmlName` locate the images folder when the
 * page came inside a zip.
 */
export async function* readCopyMeThat(
  html: Readable,
  context: ReadContext,
  zip?: { archive: ZipArchive; htmlName: string },
): AsyncGenerator<ImportedRecipe> {
  const blocks = new RecipeBlocks();
  const parser = new Parser(blocks, { decodeEntities: true });
  const decoder = new StringDecoder('utf8');

  async function* drain(): AsyncGenerator<ImportedRecipe> {
    for (const root of blocks.finished.splice(0)) {
      const { draft, imageSource } = copyMeThatDraft(root);
      const warnings: string[] = [];
      let picture: Buffer | undefined;
      if (zip && imageSource && !/^[a-z]+:/i.test(imageSource)) {
        const path = joinPath(folderOf(zip.htmlName), safeDecode(imageSource));
        picture = await pictureFromZip(zip.archive, [path], context, warnings);
      }
      yield recipeFromDraft(draft.name, () => draft, picture, warnings);
    }
  }

  for await (const chunk of html) {
    parser.write(decoder.write(chunk as Buffer));
    yield* drain();
  }
  parser.write(decoder.end());
  parser.end();
  yield* drain();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
