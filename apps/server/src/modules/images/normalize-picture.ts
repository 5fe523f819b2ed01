import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { type AppError, UnprocessableError, UnsupportedMediaTypeError } from '../../errors.js';
import { type PictureType, sniffPictureType } from './picture-type.js';

/** About 50 megapixels: any phone photo fits; a decompression bomb does not. */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** Long side of the stored picture: sharp on a retina screen, small enough to store in a row. */
export const STORED_PICTURE_MAX_SIDE = 2048;
export const STORED_PICTURE_TYPE = 'image/webp';
const WEBP_QUALITY = 80;
/**
 * libwebp's effort (0-6, default 4). Encoding is most of a photo's time: at 2 a 12-megapixel
 * photo takes about 40% less time than at 4, for files about 5% larger.
 */
const WEBP_EFFORT = 2;

export interface NormalizedPicture {
  bytes: Buffer;
  contentType: typeof STORED_PICTURE_TYPE;
  width: number;
  height: number;
}

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_PICTURE_PIXELS,
  // Refuse truncated files instead of storing a picture with a grey lower half.
  failOn: 'truncated',
};

/**
 * Turns an uploaded file into the picture we store: checked (type from content, pixel count),
 * turned upright, stripped of every piece of metadata (EXIF with GPS, XMP, ICC after
 * converting to sRGB), scaled down to at most 2048 px and re-encoded as WebP. Nothing the
 * user sent is ever served back byte for byte.
 */
export async function normalizePicture(upload: Buffer): Promise<NormalizedPicture> {
  const type = sniffPictureType(upload);
  const metadata = await readHeader(upload, type);
  // Animated GIF and WebP decode their first frame only (sharp's default), so one frame counts.
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > MAX_PICTURE_PIXELS) throw tooManyPixels(width, height);

  try {
    const { data, info } = await sharp(upload, DECODE_OPTIONS)
      .autoOrient()
      .resize({
        width: STORED_PICTURE_MAX_SIDE,
        height: STORED_PICTURE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: STORED_PICTURE_TYPE, width: info.width, height: info.height };
  } catch (error) {
    throw undecodable(error, type);
  }
}

/** The header only: size and format, without decoding a single pixel. */
async function readHeader(upload: Buffer, type: PictureType): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // The pixel limit is checked by hand below, so the answer can name the picture's size.
    metadata = await sharp(upload, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch (error) {
    throw undecodable(error, type);
  }
  // The signature matched but the decoder sees something else: a disguised file.
  if (metadata.format !== type.format) {
    throw new UnsupportedMediaTypeError('This file is not a picture we can read. Please send a photo.');
  }
  return metadata;
}

function tooManyPixels(width: number, height: number): UnprocessableError {
  const megapixels = Math.round((width * height) / 1e6);
  return new UnprocessableError(
    `The picture is ${width} x ${height} pixels (${megapixels} megapixels); ` +
      `at most ${MAX_PICTURE_PIXELS / 1e6} megapixels are accepted.`,
    'PICTURE_TOO_MANY_PIXELS',
  );
}

function undecodable(error: unknown, type: PictureType): AppError {
  const detail = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(detail)) {
    return new UnprocessableError(`The picture has more than ${MAX_PICTURE_PIXELS / 1e6} megapixels.`, 'PICTURE_TOO_MANY_PIXELS');
  }
  // The bundled libvips decodes AVIF but has no HEVC decoder (patents), so some HEIC files fail.
  if (type.isHeic && /heif|hevc|codec|decoder|plugin|unsupported/i.test(detail)) {
    return new UnsupportedMediaTypeError(
      'This HEIC photo cannot be read here. Please send it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible).',
    );
  }
  return new UnprocessableError('The picture could not be read: the file is damaged or incomplete.', 'PICTURE_UNREADABLE');
}
