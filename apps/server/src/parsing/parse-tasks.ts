import type { MessagePort } from 'node:worker_threads';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';
import { readExportFileTask } from '../modules/imports/index.js';
import { readRecipePage } from '../modules/imports/index.js';
import { parseRecipeText, readRecipeText } from '../modules/imports/index.js';

/**
 * Every parser of untrusted content, by name, as the pool's threads run them: each is called
 * at its entry point, so the readers themselves know nothing of threads. The main thread asks
 * for them through ParsePool.run with these names (parsing.plugin.ts types the calls).
 */
export const PARSE_TASKS = {
  readRecipePage: ({ html, url }: { html: string; url?: string }) => readRecipePage(html, url),
  readRecipeText: ({ text }: { text: string }) => readRecipeText(text),
  parseIngredientLines: ({ lines }: { lines: string[] }) => parseIngredientLines(lines),
  /** Text a photo's OCR returned, one entry per line read. */
  parseRecipeText: ({ lines }: { lines: string[] }) => parseRecipeText(lines),
  readExportFile: (input: Parameters<typeof readExportFileTask>[0], port: MessagePort) => readExportFileTask(input, port),
} satisfies Record<string, (input: never, port: MessagePort) => unknown>;

export type ParseTasks = typeof PARSE_TASKS;
export type ParseTaskName = keyof ParseTasks;
