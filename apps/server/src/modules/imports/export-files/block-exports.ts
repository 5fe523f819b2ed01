import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type HtmlBlock, decodePath, htmlBlocks } from './html-blocks.js';
import { type ReadContext, folderOf, joinPath, pictureFromZip } from './read-context.js';
import type { ZipArchive } from './zip-archive.js';

/*
 * Exports that write every recipe as one block of a single HTML or XML file (CopyMeThat, Recipe
 * Keeper, MasterCook, COOKmate) and keep its photo in the zip beside that file, named by a path
 * relative to it.
 */

/** Where a recipe-per-block HTML export came from: a zip, and the page's name in it. */
export interface HtmlExportZip {
  archive: ZipArchive;
  htmlName: string;
}

/**
 * Reads the recipes of an HTML export that keeps one recipe per block of `className` and its
 * photos in a folder beside the page (CopyMeThat's and Recipe Keeper's exports are laid out
 * so): each block becomes a draft, and a photo the page names by a relative path is taken from
 * the zip when the page came zipped.
 */
export async function* readHtmlRecipeBlocks(
  html: Readable,
  context: ReadContext,
  zip: HtmlExportZip | undefined,
  className: string,
  draftOf: (root: HtmlBlock) => { draft: DishDraft; imageSource: string },
): AsyncGenerator<ImportedRecipe> {
  for await (const root of htmlBlocks(html as AsyncIterable<Buffer>, { className })) {
    const { draft, imageSource } = draftOf(root);
    const warnings: string[] = [];
    let picture: Buffer | undefined;
    if (zip && imageSource && !/^[a-z]+:/i.test(imageSource)) {
      const path = joinPath(folderOf(zip.htmlName), decodePath(imageSource));
      picture = await pictureFromZip(zip.archive, [path], context, warnings);
    }
    yield recipeFromDraft(draft.name, () => draft, picture, warnings);
  }
}

/**
 * The photo an XML export names by a path relative to the file, written with either slash (as
 * MasterCook and COOKmate write it), taken from the zip the file came in: at that path, else at
 * the places `elsewhere` gives from the file's folder and the photo's file name. None when the
 * file came alone or names a web address.
 */
export async function pictureAtWrittenPath(
  zip: { archive: ZipArchive; name: string } | undefined,
  writtenPath: string,
  context: ReadContext,
  warnings: string[],
  elsewhere: (folder: string, fileName: string) => string[],
): Promise<Buffer | undefined> {
  if (!zip || !writtenPath || /^[a-z]+:/i.test(writtenPath)) return undefined;
  const path = decodePath(writtenPath.replace(/\\/g, '/'));
  const folder = folderOf(zip.name);
  return pictureFromZip(zip.archive, [joinPath(folder, path), ...elsewhere(folder, posix.basename(path))], context, warnings);
}
