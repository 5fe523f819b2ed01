import { readFile } from 'node:fs/promises';
import { PayloadTooLargeError } from '../../../errors.js';
import type { ExportFile, ExportLimits } from './export-file-types.js';
import { entryTooLarge } from './unpack-budget.js';

export function tooManyRecipes(limits: ExportLimits): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `This file holds more than ${limits.maxRecipes.toLocaleString('en-US')} recipes; import it in smaller parts.`,
  );
}

/** A one-file export read whole, within the limit of one entry. */
export async function readWhole(file: ExportFile, limits: ExportLimits): Promise<Buffer> {
  if (file.size > limits.maxEntryBytes) throw entryTooLarge(file.name, limits.maxEntryBytes);
  const bytes = await readFile(file.path);
  if (bytes.length > limits.maxEntryBytes) throw entryTooLarge(file.name, limits.maxEntryBytes);
  return bytes;
}
