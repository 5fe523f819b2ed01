import { textContent } from 'domutils';
import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import { pictureAtWrittenPath } from './block-exports.js';
import type { ImportedRecipe } from './export-file-types.js';
import { readMasterCookText } from './mastercook-text.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type HtmlBlock, type HtmlElement, cleanText, findEvery, findFirst, htmlBlocks, inPieces, textOf } from './html-blocks.js';
import { type ReadContext, isJunkEntry, joinPath } from './read-context.js';
import { parseMinutes, parseServings, text } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * MasterCook's XML export (`.mx2`, also written by Living Cookbook and RecipeFox): `<mx2>`
 * holding a `<Summ>` list of names, then one `<RcpE name author img>` per recipe with
 * `<Serv qty>`, `<PrpT elapsed="h:mm">`, `<TTim elapsed>`, `<CatS><CatT>`, `<IngR name unit
 * qty><IPrp>` (an ingredient and its preparation), `<DirS><DirT>` steps, `<Desc>`, `<Srce>`,
 * `<AltS label source>` (a web address), `<Note>`, `<Nutr>` and `<Wine>`. The files are
 * usually windows-1252, and their attributes sometimes hold unescaped quotes; a recipe whose
 * markup is cut short by one still keeps what came before it. A `.mz2` is a zip of them with
 * the photos (and may hold MasterCook's text export, `.mxp`, read by mastercook-text.ts).
 */

export function looksLikeMasterCook(head: string): boolean {
  return /<mx2[\s>]/i.test(head);
}

/** An .mx2 (XML) or .mxp (text) file inside a zip. */
export function isMasterCookEntry(name: string): boolean {
  return /\.mx[2p]$/i.test(name) && !isJunkEntry(name);
}

function children(root: HtmlBlock | HtmlElement, tag: string): HtmlElement[] {
  return findEvery(root, (element) => element.name === tag);
}

function first(root: HtmlBlock, tag: string): HtmlElement | null {
  return findFirst(root, (element) => element.name === tag);
}

/** The paragraphs of a text element (blank lines between them), each on one line. */
function paragraphsOf(element: HtmlElement | null): string[] {
  if (!element) return [];
  return textContent(element)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(cleanText)
    .filter(Boolean);
}

/** "2 cups flour, sifted" from `<IngR name="flour" unit="cups" qty="2"><IPrp>sifted</IPrp>`. */
function ingredientLine(ingredient: HtmlElement): string {
  const { qty = '', unit = '', name = '' } = ingredient.attribs;
  const main = cleanText([qty, unit, name].join(' '));
  const preparation = textOf(children(ingredient, 'IPrp')[0]);
  return preparation ? `${main}, ${preparation}` : main;
}

function attribute(root: HtmlBlock, tag: string, name: string): string {
  return text(first(root, tag)?.attribs[name]);
}

export function masterCookDraft(root: HtmlBlock): { draft: DishDraft; image: string } {
  const recipe = root.children.find((child): child is HtmlElement => 'name' in child && child.name === 'RcpE');
  const address =
    children(root, 'AltS')
      .map((element) => text(element.attribs.source))
      .find((source) => /^https?:\/\//i.test(source)) ?? '';
  const author = text(recipe?.attribs.author);
  const nutrition = paragraphsOf(first(root, 'Nutr')).join(' ');
  const wine = textOf(first(root, 'Wine'));
  const yieldUnit = attribute(root, 'Yield', 'unit');
  return {
    image: text(recipe?.attribs.img),
    draft: {
      name: text(recipe?.attribs.name),
      description: paragraphsOf(first(root, 'Desc')).join('\n\n'),
      servings:
        parseServings(attribute(root, 'Serv', 'qty')) ??
        (/^(servings?|portions?|)$/i.test(yieldUnit) ? parseServings(attribute(root, 'Yield', 'qty')) : null),
      prepTime: parseMinutes(attribute(root, 'PrpT', 'elapsed')),
      cookTime: parseMinutes(attribute(root, 'CookT', 'elapsed')),
      totalTime: parseMinutes(attribute(root, 'TTim', 'elapsed')),
      sourceUrl: address,
      sourceText: [textOf(first(root, 'Srce')), author ? `by ${author}` : ''].filter(Boolean).join(', '),
      notes: [paragraphsOf(first(root, 'Note')).join('\n\n'), nutrition ? `Nutrition: ${nutrition}` : '', wine ? `Wine: ${wine}` : ''],
      tags: children(root, 'CatT').map(textOf),
      ingredientLines: children(root, 'IngR').map(ingredientLine),
      steps: children(root, 'DirT').flatMap(paragraphsOf),
    },
  };
}

/** Every recipe of one `.mx2` document, decoded from the encoding it names (else UTF-8 or windows-1252). */
export async function* readMasterCook(
  bytes: Buffer,
  context: ReadContext,
  zip?: { archive: ZipArchive; name: string },
): AsyncGenerator<ImportedRecipe> {
  const source = decodeHtml(bytes, undefined);
  for await (const root of htmlBlocks(inPieces(source), { tagName: 'RcpE' }, { xmlMode: true })) {
    const { draft, image } = masterCookDraft(root);
    const warnings: string[] = [];
    const picture = await pictureAtWrittenPath(zip, image, context, warnings, (folder, fileName) => [joinPath(folder, fileName)]);
    yield recipeFromDraft(draft.name, () => draft, picture, warnings);
  }
}

export async function* readMasterCookZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isMasterCookEntry(name)) continue;
    const bytes = await zip.read(name);
    if (/\.mxp$/i.test(name)) yield* readMasterCookText(decodeHtml(bytes, undefined));
    else yield* readMasterCook(bytes, context, { archive: zip, name });
  }
}
