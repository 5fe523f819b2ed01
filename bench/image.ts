/**
 * image.processMs: a 12-megapixel phone JPEG through the upload pipeline (sniff, cap, rotate,
 * strip, resize, re-encode to WebP, store), median of five. image.ocrMs: a recipe card through
 * POST /api/photo-to-fork with the built-in OCR, warm worker, median of five. Both in-process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { insertImage } from '../apps/server/src/modules/images/images.repository.js';
import { normalizePicture } from '../apps/server/src/modules/images/normalize-picture.js';
import { photoUpload } from '../apps/server/test/multipart-upload.js';
import { headedRecipeCardPng } from '../apps/server/test/pictures.js';

export interface ImageFigures {
  processMs: number | null;
  ocrMs: number | null;
  note?: string;
}

/** Close to a phone photo: smooth light and shapes with sensor noise, 4032 x 3024, EXIF-rotated. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="light"><stop offset="0" stop-color="#f4e3c8"/><stop offset="1" stop-color="#6b4a2e"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <circle cx="2016" cy="1512" r="1100" fill="#f7f7f2"/><circle cx="1800" cy="1400" r="420" fill="#c0612b"/>
    <ellipse cx="2500" cy="1750" rx="380" ry="210" fill="#5c8f3a"/><circle cx="1500" cy="1900" r="160" fill="#e8c547"/></svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function median(runs: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]!);
}

export async function measureImageFigures(): Promise<ImageFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-images-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
      PHOTO_LIMIT_PER_MINUTE: '1000',
    }),
  );
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'images@example.com', password: 'bench password', username: 'Bench', name: 'Bench' },
    });
    const ownerId: string = signUp.json().user.id;
    const cookie = String(signUp.headers['set-cookie']).split(';')[0]!;

    const photo = await phonePhoto();
    await normalizePicture(photo);
    const processMs = await median(5, async () => {
      const picture = await normalizePicture(photo);
      await insertImage(app.db, { ownerId, bytes: picture.bytes, contentType: picture.contentType });
    });

    const card = await headedRecipeCardPng({
      title: 'Garlic Butter Biscuits',
      ingredients: ['2 cups flour', '1 tsp salt', '3 cloves garlic'],
      instructions: ['Whisk the flour and salt, cut in the butter and bake.'],
    });
    const readCard = async () => {
      const response = await app.inject(await photoUpload({ cookie }, [{ bytes: card, filename: 'card.png' }]));
      if (response.statusCode !== 200) throw new Error(`OCR answered ${response.statusCode}: ${response.body}`);
    };
    const coldStart = performance.now();
    await readCard();
    const coldMs = Math.round(performance.now() - coldStart);
    const ocrMs = await median(5, readCard);
    return { processMs, ocrMs, note: `${(photo.length / 1e6).toFixed(1)} MB 4032x3024 JPEG; OCR cold ${coldMs} ms` };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
