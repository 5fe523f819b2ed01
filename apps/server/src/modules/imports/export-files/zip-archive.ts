import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type AppError, PayloadTooLargeError, UnprocessableError } from '../../../errors.js';
import { type UnpackBudget, entryTooLarge, fileTooLarge } from './unpack-budget.js';

/**
 * A zip read with yauzl: the central directory is listed once (names and sizes only), then
 * entries are streamed one at a time on demand, so memory holds at most one entry. yauzl
 * refuses names that climb out of the archive (`../`, absolute paths) and entries whose real
 * size differs from the size the directory declares, which lets declared sizes be trusted
 * for the total check below. Nothing is ever written to disk.
 */

export interface ZipEntryInfo {
  /** Path inside the archive, always with forward slashes. */
  name: string;
  size: number;
}

const DAMAGED = 'This file is damaged or incomplete (perhaps the upload or the export was cut short). Export it again and retry.';

export function isZip(head: Buffer): boolean {
  // A local file header, or the end record of an empty archive.
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}

function toAppError(error: unknown): AppError {
  if (error instanceof PayloadTooLargeError || error instanceof UnprocessableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafeName = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(message);
  if (unsafeName) {
    return new UnprocessableError(
      `This file contains an entry named "${unsafeName[2]!.slice(0, 100)}" that points outside the archive, so it was not read.`,
      'UNSAFE_FILE',
    );
  }
  if (/too many bytes in the stream/.test(message)) {
    return new UnprocessableError(
      'Something inside this file is larger than the file says it is, a sign of a damaged or tampered file, so it was not read.',
      'DAMAGED_FILE',
    );
  }
  return new UnprocessableError(DAMAGED, 'DAMAGED_FILE');
}

export class ZipArchive {
  private readonly byName = new Map<string, Entry>();

  private constructor(
    private readonly zip: ZipFile,
    readonly entries: ZipEntryInfo[],
    private readonly budget: UnpackBudget,
  ) {}

  static async open(source: string | Buffer, budget: UnpackBudget): Promise<ZipArchive> {
    const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
    let zip: ZipFile;
    try {
      zip = typeof source === 'string' ? await yauzl.openPromise(source, options) : await yauzl.fromBufferPromise(source, options);
    } catch (error) {
      throw toAppError(error);
    }
    try {
      const limits = budget.limits;
      if (zip.entryCount > limits.maxEntries) {
        throw new PayloadTooLargeError(
          `This file holds ${zip.entryCount.toLocaleString('en-US')} files; The Hearth reads at most ${limits.maxEntries.toLocaleString('en-US')}. Export fewer recipes at a time.`,
        );
      }
      const found: Entry[] = [];
      for await (const entry of zip.eachEntry()) found.push(entry);
      const declared = found.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
      // Entries cannot lie about their size (yauzl checks), so the declared total is a bound.
      if (declared > budget.remaining) throw fileTooLarge(limits.maxTotalBytes);
      const archive = new ZipArchive(
        zip,
        found.filter((entry) => !entry.fileName.endsWith('/')).map((entry) => ({ name: entry.fileName, size: entry.uncompressedSize })),
        budget,
      );
      for (const entry of found) archive.byName.set(entry.fileName, entry);
      return archive;
    } catch (error) {
      zip.close();
      throw toAppError(error);
    }
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** An entry's stream; its bytes count against the budget as they are read. */
  async stream(name: string): Promise<Readable> {
    const entry = this.byName.get(name);
    if (!entry) throw new UnprocessableError(DAMAGED, 'DAMAGED_FILE');
    if (entry.isEncrypted()) {
      throw new UnprocessableError('This file is protected with a password. Export it again without one.', 'ENCRYPTED_FILE');
    }
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw toAppError(error);
    }
    const budget = this.budget;
    async function* counted() {
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          budget.spend(chunk.length);
          yield chunk;
        }
      } catch (error) {
        throw toAppError(error);
      } finally {
        stream.destroy();
      }
    }
    return Readable.from(counted(), { objectMode: false });
  }

  /** An entry's bytes, refused above `maxBytes` (the entry's declared size is checked first). */
  async read(name: string, maxBytes = this.budget.limits.maxEntryBytes): Promise<Buffer> {
    const entry = this.byName.get(name);
    if (entry && entry.uncompressedSize > maxBytes) throw entryTooLarge(name, maxBytes);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await this.stream(name)) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw entryTooLarge(name, maxBytes);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks, size);
  }

  /** The first `bytes` of an entry, without unpacking the rest. */
  async readHead(name: string, bytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = await this.stream(name);
    try {
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).length;
        if (size >= bytes) break;
      }
    } finally {
      stream.destroy();
    }
    return Buffer.concat(chunks, size).subarray(0, bytes);
  }

  sizeOf(name: string): number {
    return this.byName.get(name)?.uncompressedSize ?? 0;
  }

  close(): void {
    this.zip.close();
  }
}
