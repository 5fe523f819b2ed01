import { UnprocessableError } from '../../../errors.js';
import { EXPORT_FORMATS, FILE_RULES, ZIP_RULES } from './export-formats.js';
import type { ExportLimits } from './export-file-types.js';
import type { Detected, FileLook, FilePlan } from './format-rules.js';
import { isJunkEntry } from './read-context.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * Recognising an export by its content (magic bytes, entry names, JSON keys, first lines):
 * the registry's rules (export-formats.ts) tried in order, first match first.
 */

export function unrecognisedFile(): UnprocessableError {
  return new UnprocessableError(
    `We could not recognise this file. The Hearth reads exports from: ${Object.values(EXPORT_FORMATS).join('; ')}.`,
    'UNRECOGNISED_FILE',
  );
}

export function isGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** The zip's format, from the first layout it has; 422 when it has none, or its layout says no. */
export async function zipFormat(zip: ZipArchive, limits: ExportLimits, readsPages: boolean): Promise<Detected> {
  const look = { zip, names: zip.entries.map(({ name }) => name).filter((name) => !isJunkEntry(name)), limits, readsPages };
  const rule = ZIP_RULES.find((candidate) => candidate.has(look));
  const found = rule ? await rule.identify(look) : null;
  if (!found) throw unrecognisedFile();
  return found;
}

/** A one-file export's format and how to read it, from the first rule its start fits; 422 when none does. */
export async function planFile(look: Omit<FileLook, 'start'>): Promise<FilePlan> {
  const full = { ...look, start: look.head.replace(/^\uFEFF/, '').trimStart() };
  const rule = FILE_RULES.find((candidate) => candidate.looksLike(full));
  const plan = rule ? await rule.plan(full) : null;
  if (!plan) throw unrecognisedFile();
  return plan;
}
