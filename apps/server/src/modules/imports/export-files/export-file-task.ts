import type { MessagePort } from 'node:worker_threads';
import { readRecipesInPage } from '../pages/read-recipe-page.js';
import { recipeFromSchemaOrg } from '../pages/schema-org-recipe.js';
import type { ExportFile, ExportFileDeps, ExportLimits, ImportedRecipe } from './export-file-types.js';
import { readExportFile } from './read-export-file.js';

/** The readers of web pages serve export files too, so an exported recipe reads as it would from its page. */
export const PAGE_READER_DEPS: ExportFileDeps = {
  fromSchemaOrg: (node: unknown) => recipeFromSchemaOrg(node),
  readPageRecipes: readRecipesInPage,
};

export interface ExportFileTaskInput {
  file: ExportFile;
  limits?: Partial<ExportLimits>;
}

/** Recipes sent per request of the main thread, and the photo bytes that close a chunk early. */
const CHUNK_RECIPES = 25;
const CHUNK_PICTURE_BYTES = 8 * 1024 * 1024;

/** The main thread's next word: 'more' for the next chunk, 'stop' when it reads no further. */
function nextPull(port: MessagePort): Promise<'more' | 'stop'> {
  return new Promise((resolve) => {
    const onClose = () => resolve('stop');
    port.once('close', onClose);
    port.once('message', (word: 'more' | 'stop') => {
      port.off('close', onClose);
      resolve(word);
    });
  });
}

/**
 * Reads an export file inside a pool thread (export-file-reading.ts is the main thread's side):
 * posts the file's format and count, then a chunk of recipes each time the main thread asks,
 * so the file is read as fast as the recipes are stored and no faster. A file refused as a
 * whole throws its typed error, which the pool hands to the caller.
 */
export async function readExportFileTask({ file, limits }: ExportFileTaskInput, port: MessagePort): Promise<null> {
  const reading = await readExportFile(file, { ...PAGE_READER_DEPS, ...(limits ? { limits } : {}) });
  port.postMessage({ type: 'plan', format: reading.format, total: reading.total });
  const recipes = reading.recipes[Symbol.asyncIterator]();
  try {
    while ((await nextPull(port)) === 'more') {
      const chunk: ImportedRecipe[] = [];
      let pictureBytes = 0;
      let done = false;
      while (chunk.length < CHUNK_RECIPES && pictureBytes < CHUNK_PICTURE_BYTES) {
        const next = await recipes.next();
        if (next.done) {
          done = true;
          break;
        }
        chunk.push(next.value);
        pictureBytes += next.value.picture?.length ?? 0;
      }
      port.postMessage({ type: 'recipes', recipes: chunk, done });
      if (done) return null;
    }
    return null;
  } finally {
    await recipes.return?.(undefined);
  }
}
