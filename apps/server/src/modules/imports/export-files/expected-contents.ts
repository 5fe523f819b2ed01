import { formatEntry } from './export-formats.js';
import type { ExportFormat } from './export-file-types.js';

/**
 * Why a file gave nothing: "No recipe could be read from this file (read as a Mealie recipe
 * export (.zip)). It should hold a folder per recipe, ... The first entry said: ...". What
 * each format holds is said in the registry (export-formats.ts).
 */
export function nothingReadReason(format: ExportFormat, formatName: string, firstReason: string | undefined): string {
  const found = `No recipe could be read from this file (read as ${formatName}). It should hold ${formatEntry(format).expects}.`;
  return firstReason ? `${found} The first entry said: ${firstReason}` : found;
}
