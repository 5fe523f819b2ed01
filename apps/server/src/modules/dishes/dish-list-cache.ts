import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with, from the request's Accept-Encoding (a browser sends both). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

interface Entry {
  version: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/** Keeps the memory these copies may take bounded, whatever the number of libraries. */
export const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Copies kept at most: a filter is part of the key, so one cook asking for thousands of
 * different filters (each list `[]`, two bytes) must not keep thousands of keys either.
 */
export const MAX_ENTRIES = 2_000;
/** What an entry costs beyond its bodies: its key (UTF-16), version and ETag, the map's slot. */
const ENTRY_OVERHEAD_BYTES = 256;

function entryBytes(key: string, entry: Entry): number {
  return 2 * key.length + ENTRY_OVERHEAD_BYTES + Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0);
}

/**
 * The JSON of recently asked dish lists, and its compressed forms, per owner and filter. A copy
 * is only used while the library's version (a fingerprint read from the database on every
 * request) is unchanged, so every server sharing the database answers the same list.
 * Building the list for 10,000 dishes takes tens of milliseconds; answering a copy, under one.
 */
export class DishListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** Copies kept now, and the bytes they take with their keys. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The ETag a list of this version and filter has. */
  static etagOf(key: string, version: string): string {
    return `"${createHash('sha1').update(`${key}\n${version}`).digest('base64url')}"`;
  }

  /** The body for `encoding`, writing the list's JSON with `build` only when no current copy exists. */
  async body(key: string, version: string, encoding: Encoding, build: () => Promise<string>): Promise<Buffer> {
    let entry = this.entries.get(key);
    if (entry?.version !== version) {
      const json = Buffer.from(await build());
      entry = { version, etag: DishListCache.etagOf(key, version), bodies: { identity: json } };
      this.store(key, entry);
    } else {
      // Most recently used last, so the oldest is the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    const existing = entry.bodies[encoding];
    if (existing) return existing;
    const json = entry.bodies.identity!;
    const compressed =
      encoding === 'br' ? await compressBrotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : await compressGzip(json);
    // Another request may have replaced this copy meanwhile; only a copy still kept is counted.
    if (this.entries.get(key) === entry && !entry.bodies[encoding]) {
      entry.bodies[encoding] = compressed;
      this.bytes += compressed.length;
      this.evict();
    }
    return compressed;
  }

  private store(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entryBytes(key, entry);
    this.evict();
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= entryBytes(key, old);
    this.entries.delete(key);
  }

  private evict() {
    while ((this.bytes > MAX_BYTES || this.entries.size > MAX_ENTRIES) && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }
}
