import { posix } from 'node:path';
import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type FrontMatterFile, markdownToText, readFrontMatter } from './front-matter.js';
import { type ReadContext, baseName, folderOf, isJunkEntry, isPictureName, pictureFromZip } from './read-context.js';
import { stringList, text } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * Chowdown (a Jekyll recipe site): Markdown files in `_recipes/` whose front matter holds
 * title, image, tags, ingredients and directions (lists); the body is the story. A recipe may
 * list `components` instead: other recipes kept in `_components/`, whose ingredients and
 * directions it borrows. Photos live in `images/`.
 */

const MARKDOWN = /\.(md|markdown)$/i;
const COMPONENT_FOLDER = '_components';

export function isMarkdownEntry(name: string): boolean {
  return MARKDOWN.test(name) && !isJunkEntry(name) && !/(^|\/)readme\.md$/i.test(name);
}

/** Front matter that describes a Chowdown recipe. */
export function isChowdownRecipe(data: Record<string, unknown>): boolean {
  return Array.isArray(data.ingredients) || Array.isArray(data.directions) || Array.isArray(data.components);
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

export function chowdownDraft(file: FrontMatterFile, fallbackName: string, components: Map<string, FrontMatterFile>): DishDraft {
  const { data } = file;
  const ingredientLines = list(data.ingredients);
  const steps = list(data.directions);
  for (const componentName of list(data.components)) {
    const component = components.get(slug(componentName));
    if (!component) continue;
    ingredientLines.push(`${text(component.data.title) || componentName}:`, ...list(component.data.ingredients));
    steps.push(...list(component.data.directions));
  }
  const image = text(data.image);
  return {
    name: text(data.title) || fallbackName,
    description: markdownToText(file.body),
    tags: stringList(data.tags),
    ingredientLines,
    steps,
    sourceUrl: text(data.source) || text(data.url),
    imageUrl: /^https?:\/\//i.test(image) ? image : '',
  };
}

export function* readChowdownText(source: string, fallbackName: string): Generator<ImportedRecipe> {
  const file = readFrontMatter(source);
  yield recipeFromDraft(text(file.data.title) || fallbackName, () => chowdownDraft(file, fallbackName, new Map()));
}

export async function* readChowdownZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  const markdown = zip.entries.map(({ name }) => name).filter(isMarkdownEntry);
  const isComponent = (name: string) => posix.basename(folderOf(name)) === COMPONENT_FOLDER;
  // Components are small and read first, so any recipe can borrow from them.
  const components = new Map<string, FrontMatterFile>();
  for (const name of markdown.filter(isComponent)) {
    const file = readFrontMatter(decodeHtml(await zip.read(name), undefined));
    components.set(slug(baseName(name)), file);
    if (text(file.data.title)) components.set(slug(text(file.data.title)), file);
  }
  const pictures = zip.entries.map(({ name }) => name).filter(isPictureName);

  for (const name of markdown) {
    if (isComponent(name)) continue;
    const file = readFrontMatter(decodeHtml(await zip.read(name), undefined));
    if (!isChowdownRecipe(file.data)) continue;
    const warnings: string[] = [];
    const image = posix.basename(text(file.data.image));
    const picture = image
      ? await pictureFromZip(
          zip,
          pictures.filter((entry) => posix.basename(entry) === image),
          context,
          warnings,
        )
      : undefined;
    yield recipeFromDraft(
      text(file.data.title) || baseName(name),
      () => chowdownDraft(file, baseName(name), components),
      picture,
      warnings,
    );
  }
}
