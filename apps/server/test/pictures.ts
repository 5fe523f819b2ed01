import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures the photo tests send, made on the spot so no binary fixtures live in the repo.
 * Text is drawn by sharp's SVG renderer with DejaVu Sans (fontconfig falls back to it).
 */

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

export interface CardLine {
  kind: 'title' | 'heading' | 'bullet' | 'text';
  text: string;
}

/** A printed recipe card as a PNG: bold title and headings, bulleted ingredients, body text. */
export async function recipeCardPng(lines: CardLine[]): Promise<Buffer> {
  let y = 70;
  const drawn: string[] = [];
  for (const { kind, text } of lines) {
    const size = kind === 'title' ? 40 : kind === 'heading' ? 30 : 24;
    if (kind === 'heading') y += 16;
    const x = kind === 'bullet' ? 60 : 40;
    const weight = kind === 'title' || kind === 'heading' ? 'bold' : 'normal';
    const shown = kind === 'bullet' ? `• ${text}` : text;
    drawn.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111">${escapeXml(shown)}</text>`,
    );
    y += size + 14;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${y + 30}">
    <rect width="100%" height="100%" fill="#fffdf7"/>${drawn.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A card laid out as most printed recipes are: the title, any lines under it, then the
 * ingredients as bullets under "Ingredients" and the steps as text under "Instructions".
 */
export function headedRecipeCardPng(card: {
  title: string;
  underTitle?: string[];
  ingredients: string[];
  instructions: string[];
}): Promise<Buffer> {
  const lines = (kind: CardLine['kind'], texts: string[]) => texts.map((text): CardLine => ({ kind, text }));
  return recipeCardPng([
    { kind: 'title', text: card.title },
    ...lines('text', card.underTitle ?? []),
    { kind: 'heading', text: 'Ingredients' },
    ...lines('bullet', card.ingredients),
    { kind: 'heading', text: 'Instructions' },
    ...lines('text', card.instructions),
  ]);
}

/** A photo-like JPEG with no text: a plate of food on a textured table (noise, so it costs some CPU). */
export async function foodPhotoJpeg(width = 1200, height = 900): Promise<Buffer> {
  const plate = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#eee"/>
    <circle cx="${width / 2 - 40}" cy="${height / 2 - 30}" r="${height / 8}" fill="#c84"/>
    <ellipse cx="${width / 2 + 90}" cy="${height / 2 + 50}" rx="90" ry="50" fill="#4a4"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
    .blur(6)
    .composite([{ input: Buffer.from(plate) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A cheap picture of a plate, without texture: for tests that need a photo, not a realistic one. */
export async function platePhotoJpeg(width: number, height: number): Promise<Buffer> {
  const plate = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#eee"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#865' } })
    .composite([{ input: Buffer.from(plate) }])
    .jpeg()
    .toBuffer();
}

/** A JPEG as a phone writes it: EXIF with the camera, GPS position and "rotate 90°" orientation. */
export async function phoneJpegWithGps(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'HearthCam', Model: 'Test Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** EXIF's pointer to the GPS block (tag 0x8825), little-endian as sharp writes it. */
export const EXIF_GPS_POINTER = Buffer.from([0x25, 0x88]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A valid PNG header declaring width x height (1-bit grey) over a few hundred bytes of data. */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const someRows = deflateSync(Buffer.alloc(Math.ceil(width / 8 + 1) * 10));
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', someRows), pngChunk('IEND', Buffer.alloc(0))]);
}
