import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Raised when a body, compressed or not, grows past its cap; guarded-fetch.ts words the answer. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`);
  }
}

/** A Content-Encoding we do not decode (compress, zstd...): the page cannot be read. */
export class UnknownEncodingError extends Error {}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * Reads a response's bytes as they arrive and stops at `maxBytes`, so a huge or endless body
 * never sits in memory. A Content-Length that already says too much is refused before reading.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function isZlibWrapped(bytes: Buffer): boolean {
  // RFC 1950: compression method 8 in the low nibble and a header that is a multiple of 31.
  return bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0;
}

async function decodeOne(bytes: Buffer, encoding: string, maxBytes: number): Promise<Buffer> {
  // zlib stops inflating past maxOutputLength, so a bomb costs at most the cap in memory.
  const options = { maxOutputLength: maxBytes };
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return gunzip(bytes, options);
    case 'deflate':
      // Many servers send raw DEFLATE under this name instead of the zlib format it means.
      return isZlibWrapped(bytes) ? inflate(bytes, options) : inflateRaw(bytes, options);
    case 'br':
      return brotliDecompress(bytes, options);
    case 'identity':
    case '':
      return bytes;
    default:
      throw new UnknownEncodingError(encoding);
  }
}

/**
 * Undoes the Content-Encoding list (applied in order, so undone from the last) within the
 * same cap as the body itself.
 */
export async function decodeContent(raw: Buffer, contentEncoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
    .reverse();
  if (encodings.length > 2) throw new UnknownEncodingError(contentEncoding ?? '');
  let bytes = raw;
  for (const encoding of encodings) {
    try {
      bytes = await decodeOne(bytes, encoding, maxBytes);
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BodyTooLargeError(maxBytes);
      throw error;
    }
  }
  return bytes;
}
