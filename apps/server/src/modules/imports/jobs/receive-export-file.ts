import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, IMPORT_FILE_MAX_MEGABYTES } from '@hearth/shared/import-rules';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../../errors.js';
import type { ExportFile } from '../export-files/export-file-types.js';

export interface ReceivedFile {
  file: ExportFile;
  /** Deletes the file and its folder. */
  remove: () => Promise<void>;
}

const NO_FILE = `No file was sent: add the export file in the form field "${IMPORT_FILE_FIELD}".`;

function tooLarge(maxBytes: number): PayloadTooLargeError {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new PayloadTooLargeError(
    `The file is larger than ${megabytes} MB. Export fewer recipes at a time (or without photos) and import each part.`,
  );
}

/** @fastify/multipart's and busboy's errors, as messages a person can act on. */
function asUploadError(error: unknown, maxBytes: number): Error {
  if (error instanceof ValidationError || error instanceof PayloadTooLargeError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (statusCode === 413) {
    return new PayloadTooLargeError(`The form has too many parts. Send just the file in the field "${IMPORT_FILE_FIELD}".`);
  }
  return new ValidationError('The upload is not a well-formed multipart form.', 'MALFORMED_UPLOAD');
}

/** A name to show in the job's report: the cook's file name without folders, bounded. */
function displayName(raw: string | undefined): string {
  const name = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return name.slice(0, 200) || 'the file';
}

/**
 * Streams the one export file of an upload to a private temporary folder, refusing it as soon
 * as it passes `maxBytes`: a 50 MB file is never held in memory, and a larger one never
 * written whole. The caller removes the file when done with it.
 */
export async function receiveExportFile(
  request: FastifyRequest,
  maxBytes = IMPORT_FILE_MAX_MEGABYTES * 1024 * 1024,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    if (!request.headers['content-type']) throw new ValidationError(NO_FILE, 'NO_FILE');
    throw new UnsupportedMediaTypeError(`Send the export file as multipart/form-data in the field "${IMPORT_FILE_FIELD}".`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'hearth-import-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw new ValidationError(NO_FILE, 'NO_FILE');
    const path = join(folder, 'upload');
    await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
    if (part.file.truncated) throw tooLarge(maxBytes);
    const { size } = await stat(path);
    if (size === 0) throw new ValidationError('The file is empty.', 'EMPTY_FILE');
    return { file: { path, name: displayName(part.filename), size }, remove };
  } catch (error) {
    await remove();
    throw asUploadError(error, maxBytes);
  }
}
