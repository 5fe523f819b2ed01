import { UnsupportedMediaTypeError } from '../../errors.js';

/** The picture formats we accept, named as sharp reports them (HEIC and AVIF are both "heif"). */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

export interface PictureType {
  format: PictureFormat;
  /** HEIF with HEVC inside (an iPhone's default) rather than AV1; decoding it may be unavailable. */
  isHeic: boolean;
}

const ACCEPTED = 'JPEG, PNG, WebP, HEIC, AVIF or GIF';
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1', 'mif2']);

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * Reads the format from the first bytes of the file, never from its name or the declared
 * Content-Type. Only the five allowed signatures pass, so SVG, PDF, TIFF and the rest never
 * reach a decoder. (A detection library would recognise hundreds of formats only for us to
 * refuse them; five fixed signatures are clearer here.)
 */
export function sniffPictureType(bytes: Buffer): PictureType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg', isHeic: false };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png', isHeic: false };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp', isHeic: false };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { format: 'gif', isHeic: false };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brands = ftypBrands(bytes);
    if (brands.some((brand) => AVIF_BRANDS.has(brand) || HEIC_BRANDS.has(brand))) {
      return { format: 'heif', isHeic: !brands.includes('avif') && brands.some((brand) => HEIC_BRANDS.has(brand)) };
    }
  }
  if (looksLikeSvg(bytes)) {
    throw new UnsupportedMediaTypeError(`SVG drawings are not accepted because they can carry scripts. Please send a photo (${ACCEPTED}).`);
  }
  throw new UnsupportedMediaTypeError(`This file is not a picture we can read. Please send a ${ACCEPTED} photo.`);
}

/** The major brand and the compatible brands of an ISO media file's leading ftyp box. */
function ftypBrands(bytes: Buffer): string[] {
  const boxEnd = Math.min(bytes.length, bytes.readUInt32BE(0), 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') && head.includes('<svg');
}
