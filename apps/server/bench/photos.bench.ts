/**
 * Measures the photo budgets (DESIGN.md: a 12-megapixel phone photo processed in under 1 s;
 * OCR of a recipe card in a few seconds; memory bounded with ten uploads at once).
 * Run: npm run bench:photos. Numbers go to stdout; nothing here is asserted by tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { insertImage } from '../src/modules/images/images.repository.js';
import { normalizePicture } from '../src/modules/images/normalize-picture.js';
import { recipeCardPng } from '../test/pictures.js';
import { photoUpload } from '../test/photo-upload.js';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));

/** Something close to a phone photo: smooth light and shapes with sensor noise, 4032 x 3024, EXIF rotated. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="light"><stop offset="0" stop-color="#f4e3c8"/><stop offset="1" stop-color="#6b4a2e"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <circle cx="2016" cy="1512" r="1100" fill="#f7f7f2"/><circle cx="1800" cy="1400" r="420" fill="#c0612b"/>
    <ellipse cx="2500" cy="1750" rx="380" ry="210" fill="#5c8f3a"/><circle cx="1500" cy="1900" r="160" fill="#e8c547"/></svg>`;
  const noisy = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: noisy, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function milliseconds(start: number): number {
  return Math.round(performance.now() - start);
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

async function main() {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: `file:${join(dataDir, 'bench.db')}`, PHOTO_LIMIT_PER_MINUTE: '1000' }),
  );
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'bench@example.com', password: 'bench password', username: 'Bench', name: 'Bench' },
  });
  const userId: string = signUp.json().user.id;
  const cookie = String(signUp.headers['set-cookie']).split(';')[0]!;

  const photo = await phonePhoto();
  console.log(`12 MP phone JPEG: ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  await normalizePicture(photo);
  const processing = await median(5, async () => {
    const picture = await normalizePicture(photo);
    await insertImage(app.db, { ownerId: userId, bytes: picture.bytes, contentType: picture.contentType });
  });
  const stored = await normalizePicture(photo);
  console.log(`decode + rotate + resize + WebP + store: median ${processing} ms (stored ${Math.round(stored.bytes.length / 1024)} KB, ${stored.width} x ${stored.height})`);

  const card = await recipeCardPng([
    { kind: 'title', text: 'Garlic Butter Biscuits' },
    { kind: 'heading', text: 'Ingredients' },
    { kind: 'bullet', text: '2 cups flour' },
    { kind: 'bullet', text: '1 tsp salt' },
    { kind: 'bullet', text: '3 cloves garlic' },
    { kind: 'heading', text: 'Instructions' },
    { kind: 'text', text: 'Whisk the flour and salt, cut in the butter and bake.' },
  ]);
  const ocrRequest = async () => {
    const response = await app.inject(await photoUpload({ cookie }, [{ bytes: card, filename: 'card.png' }]));
    if (response.statusCode !== 200) throw new Error(`OCR answered ${response.statusCode}: ${response.body}`);
  };
  let start = performance.now();
  await ocrRequest();
  console.log(`OCR photo-to-fork, cold (worker start included): ${milliseconds(start)} ms`);
  console.log(`OCR photo-to-fork, warm: median ${await median(5, ocrRequest)} ms`);

  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  start = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      const picture = await normalizePicture(photo);
      await insertImage(app.db, { ownerId: userId, bytes: picture.bytes, contentType: picture.contentType });
    }),
  );
  clearInterval(sampler);
  console.log(
    `10 photos at once: ${milliseconds(start)} ms in all; RSS ${Math.round(before / 1e6)} MB before, peak ${Math.round(peak / 1e6)} MB`,
  );

  await app.close();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
