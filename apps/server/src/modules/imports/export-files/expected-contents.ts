import type { ImportNotice } from '@hearth/shared/imports';
import { notice } from '../import-notices.js';
import { formatEntry } from './export-formats.js';
import type { ExportFormat } from './export-file-types.js';

/**
 * Why a file gave nothing: "No recipe could be read from this file (read as a Mealie recipe
 * export (.zip)). It should hold a folder per recipe, ... The first entry said: ...". What
 * each format holds is said in the registry (export-formats.ts).
 */
export function nothingReadNotice(format: ExportFormat, formatName: string, firstReason: string | undefined): ImportNotice {
  return notice('nothing_read', { format_name: formatName, expects: formatEntry(format).expects, first_reason: firstReason ?? '' });
}
