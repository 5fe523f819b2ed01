import { PayloadTooLargeError } from '../../../errors.js';
import type { ExportLimits } from './export-file-types.js';

/** "200 MB", or "512 KB" for the small limits tests set. */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function fileTooLarge(limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `This file unpacks to more than ${sizeInWords(limit)}, far more than a recipe collection needs, so it was not read. ` +
      'Export fewer recipes at a time, or without photos.',
  );
}

export function entryTooLarge(name: string, limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`"${name}" inside this file is larger than ${sizeInWords(limit)}, so the file was not read.`);
}

/**
 * Counts every byte unpacked from one uploaded file, whatever the layer (zip entries, a zip
 * inside the zip, gzip inside an entry). A zip bomb hits this long before memory or disk.
 */
export class UnpackBudget {
  private used = 0;

  constructor(readonly limits: ExportLimits) {}

  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limits.maxTotalBytes) throw fileTooLarge(this.limits.maxTotalBytes);
  }

  get remaining(): number {
    return Math.max(0, this.limits.maxTotalBytes - this.used);
  }
}
