import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type HtmlBlock, findEvery, findFirst, htmlBlocks, inPieces, textOf } from './html-blocks.js';
import { type ReadContext, isJunkEntry, joinPath } from './read-context.js';
import { pictureAtWrittenPath } from './block-exports.js';
import { parseMinutes, parseServings, splitSteps, stringList } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * COOKmate (once "My CookBook", Android): an XML `<cookbook>` of `<recipe>` elements with
 * `title`, `preptime`, `cooktime`, `totaltime`, `quantity`, `url`, `source`, `category`,
 * `imageurl`, `imagepath` (a photo beside the file when zipped), and lists of `<li>`:
 * `description`, `ingredient`, `recipetext` (the directions, as wrapped lines with an empty
 * `<li>` between paragraphs), `comments`.
 */

export function looksLikeCookmate(head: string): boolean {
  return /<cookbook[\s>]/i.test(head) && /<recipe[\s>]/i.test(head);
}

export function isXmlEntry(name: string): boolean {
  return /\.xml$/i.test(name) && !isJunkEntry(name);
}

function field(root: HtmlBlock, tag: string): string {
  return textOf(findFirst(root, (element) => element.name === tag));
}

/** The `<li>` lines of a list element, blank ones kept (they part paragraphs). */
function items(root: HtmlBlock, tag: string): string[] {
  const list = findFirst(root, (element) => element.name === tag);
  if (!list) return [];
  const lines = findEvery(list, (element) => element.name === 'li').map(textOf);
  return lines.length ? lines : [textOf(list)];
}

export function cookmateDraft(root: HtmlBlock): { draft: DishDraft; imagePath: string } {
  const source = field(root, 'source');
  return {
    imagePath: field(root, 'imagepath'),
    draft: {
      name: field(root, 'title'),
      description: items(root, 'description').filter(Boolean).join('\n'),
      prepTime: parseMinutes(field(root, 'preptime')),
      cookTime: parseMinutes(field(root, 'cooktime')),
      totalTime: parseMinutes(field(root, 'totaltime')),
      servings: parseServings(field(root, 'quantity')),
      sourceUrl: field(root, 'url'),
      sourceText: source,
      imageUrl: field(root, 'imageurl'),
      tags: findEvery(root, (element) => element.name === 'category').flatMap((element) => stringList(textOf(element))),
      notes: [items(root, 'comments').filter(Boolean).join('\n')],
      ingredientLines: items(root, 'ingredient').filter(Boolean),
      steps: splitSteps(items(root, 'recipetext').join('\n')),
    },
  };
}

/** Every recipe of one COOKmate XML file; `zip` locates photos when the file came zipped. */
export async function* readCookmate(
  bytes: Buffer,
  context: ReadContext,
  zip?: { archive: ZipArchive; name: string },
): AsyncGenerator<ImportedRecipe> {
  for await (const root of htmlBlocks(inPieces(decodeHtml(bytes, undefined)), { tagName: 'recipe' }, { xmlMode: true })) {
    const { draft, imagePath } = cookmateDraft(root);
    const warnings: string[] = [];
    const picture = await pictureAtWrittenPath(zip, imagePath, context, warnings, (folder, fileName) => [
      joinPath(folder, `images/${fileName}`),
      fileName,
    ]);
    yield recipeFromDraft(draft.name, () => draft, picture, warnings);
  }
}

export async function* readCookmateZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (isXmlEntry(name)) yield* readCookmate(await zip.read(name), context, { archive: zip, name });
  }
}
