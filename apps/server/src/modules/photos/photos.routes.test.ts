import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { photoDishSchema } from '@hearth/shared/photos';
import { EXIF_GPS_POINTER, phoneJpegWithGps, pixelBombPng } from '../../../test/pictures.js';
import { photoUpload, type UploadFile } from '../../../test/multipart-upload.js';
import { buildTestApp, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';
import { chatCompletion, startVisionStub, type VisionStub } from '../../../test/vision-stub.js';

const SOUP_ANSWER = JSON.stringify({
  pictureKind: 'written_recipe',
  dishName: 'Tomato Soup',
  description: '',
  prepTimeMinutes: 10,
  cookTimeMinutes: 25,
  servings: 4,
  difficulty: 'Easy',
  tags: ['Soup'],
  ingredients: [{ item: 'tomatoes', quantity: 6, unit: '', optional: false }],
  instructions: ['Simmer the tomatoes.', 'Blend.'],
  utensils: ['Pot'],
  notes: '',
});

let app: FastifyInstance;
let vision: VisionStub;
let user: TestUser;

beforeAll(async () => {
  vision = await startVisionStub();
  vision.answerWith(() => chatCompletion(SOUP_ANSWER));
  // A 1 MB cap keeps the too-large case small; the rate limit is high so the cases do not trip it.
  app = await buildTestApp({ VISION_BASE_URL: vision.baseUrl, MAX_UPLOAD_MB: '1', PHOTO_LIMIT_PER_MINUTE: '1000' });
  user = await signUpUser(app);
});

afterAll(async () => {
  await app.close();
  await vision.close();
});

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d84' } })
    .jpeg()
    .toBuffer();
}

async function upload(files: UploadFile[], as: TestUser = user, fields: Record<string, string> = {}) {
  return app.inject(await photoUpload(as.headers, files, fields));
}

async function storedPicture(imageUrl: string): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url: imageUrl, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('POST /api/photo-to-fork', () => {
  it('answers the dish read from the photo, not saved, with the stored picture as imageUrl', async () => {
    const before = await countRows(app, 'images');
    const response = await upload([{ bytes: await jpeg(640, 480) }]);
    expect(response.statusCode).toBe(200);
    const dish = response.json();
    expect(photoDishSchema.parse(dish)).toEqual(dish);
    expect(dish).not.toHaveProperty('id');
    expect(dish).toMatchObject({ dishName: 'Tomato Soup', servings: 4, instructions: ['Simmer the tomatoes.', 'Blend.'] });
    expect(dish.imageUrl).toMatch(STORED_IMAGE_PATH);
    expect(await countRows(app, 'images')).toBe(before + 1);
  });

  it('answers 401 without a session and reads nothing', async () => {
    const response = await app.inject(await photoUpload({}, [{ bytes: await jpeg(64, 64) }]));
    expect(response.statusCode).toBe(401);
  });

  it('strips EXIF and GPS, turns the picture upright and stores it as WebP', async () => {
    const original = await phoneJpegWithGps(400, 200);
    expect((await sharp(original).metadata()).exif?.includes(EXIF_GPS_POINTER)).toBe(true);

    const response = await upload([{ bytes: original }]);
    expect(response.statusCode).toBe(200);
    const stored = await storedPicture(response.json().imageUrl);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes('HearthCam')).toBe(false);
  });

  it('scales a large photo down to 2048 px on its long side', async () => {
    const response = await upload([{ bytes: await jpeg(3000, 2000) }]);
    const metadata = await sharp(await storedPicture(response.json().imageUrl)).metadata();
    expect(metadata).toMatchObject({ width: 2048, height: 1365 });
  });

  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['WebP', (image: Sharp) => image.webp()],
    ['GIF', (image: Sharp) => image.gif()],
    ['AVIF', (image: Sharp) => image.avif()],
  ])('accepts a %s photo whatever its name says', async (_format, encode) => {
    const bytes = await encode(sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a6' } })).toBuffer();
    const response = await upload([{ bytes, filename: 'picture.bin', contentType: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(200);
    expect((await sharp(await storedPicture(response.json().imageUrl)).metadata()).format).toBe('webp');
  });

  const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const badUploads: Array<[string, () => Promise<UploadFile[]>, number, string, RegExp]> = [
    [
      'a file over MAX_UPLOAD_MB',
      async () => [{ bytes: Buffer.concat([await jpeg(8, 8), Buffer.alloc(1.2 * 1024 * 1024)]) }],
      413,
      'PAYLOAD_TOO_LARGE',
      /larger than 1 MB/,
    ],
    [
      'an SVG drawing',
      async () => [{ bytes: svg, filename: 'dish.svg', contentType: 'image/svg+xml' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /SVG/,
    ],
    [
      'an SVG named .jpg',
      async () => [{ bytes: svg, filename: 'dish.jpg', contentType: 'image/jpeg' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /SVG/,
    ],
    [
      'a text file named .jpg',
      async () => [{ bytes: 'just some text, honest', filename: 'photo.jpg' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /JPEG, PNG, WebP, HEIC, AVIF or GIF/,
    ],
    [
      'a PDF',
      async () => [{ bytes: '%PDF-1.7\n%âãÏÓ\n1 0 obj', filename: 'recipe.pdf', contentType: 'application/pdf' }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /not a picture/,
    ],
    [
      'a tiny PNG declaring 30000 x 30000 pixels',
      async () => [{ bytes: pixelBombPng(), filename: 'bomb.png' }],
      422,
      'PICTURE_TOO_MANY_PIXELS',
      /30000 x 30000 .*at most 50 megapixels/,
    ],
    [
      'a truncated JPEG',
      async () => [{ bytes: (await phoneJpegWithGps(800, 600)).subarray(0, 3000) }],
      422,
      'PICTURE_UNREADABLE',
      /damaged or incomplete/,
    ],
    [
      'a JPEG header over garbage',
      async () => [{ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]) }],
      422,
      'PICTURE_UNREADABLE',
      /damaged or incomplete/,
    ],
    ['an empty file', async () => [{ bytes: Buffer.alloc(0) }], 400, 'EMPTY_FILE', /empty/],
    ['a file in another field', async () => [{ bytes: await jpeg(8, 8), field: 'photo' }], 400, 'NO_FILE', /dishImage/],
  ];

  it.each(badUploads)('answers %s with %i and stores nothing', async (_case, files, status, code, message) => {
    const before = await countRows(app, 'images');
    const response = await upload(await files());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.stringMatching(message) });
    expect(await countRows(app, 'images')).toBe(before);
  });

  it('answers 400 for a form with no file and stores nothing', async () => {
    const before = await countRows(app, 'images');
    const response = await upload([], user, { note: 'forgot the photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NO_FILE', message: expect.stringMatching(/No photo was sent/) });
    expect(await countRows(app, 'images')).toBe(before);
  });

  it('answers 400 for a request with no body at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/photo-to-fork', headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('NO_FILE');
  });

  it('answers 415 for a JSON body: the photo must come as a multipart form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/photo-to-fork',
      headers: user.headers,
      payload: { dishImage: 'data:image/jpeg;base64,AAAA' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart\/form-data/);
  });

  it('answers 415 for a raw image body: the photo must come as a multipart form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/photo-to-fork',
      headers: { ...user.headers, 'content-type': 'image/jpeg' },
      payload: await jpeg(16, 16),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/multipart\/form-data/);
  });

  it('answers 413 for a form with too many fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field${index}`, 'x']));
    const response = await upload([{ bytes: await jpeg(16, 16) }], user, fields);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too many parts/);
  });

  it('answers 400 for a multipart body cut short', async () => {
    const options = await photoUpload(user.headers, [{ bytes: await jpeg(64, 64) }]);
    const payload = options.payload as Buffer;
    const response = await app.inject({ ...options, payload: payload.subarray(0, payload.length - 60) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_UPLOAD');
  });
});

describe('rate limit on POST /api/photo-to-fork', () => {
  it('lets each user send PHOTO_LIMIT_PER_MINUTE photos a minute, then answers 429', async () => {
    const limited = await buildTestApp({ VISION_BASE_URL: vision.baseUrl, PHOTO_LIMIT_PER_MINUTE: '2' });
    try {
      const [cook, neighbour] = [await signUpUser(limited), await signUpUser(limited)];
      const send = async (as: TestUser) =>
        (await limited.inject(await photoUpload(as.headers, [{ bytes: await jpeg(32, 32) }]))).statusCode;
      expect([await send(cook), await send(cook), await send(cook)]).toEqual([200, 200, 429]);
      expect(await send(neighbour)).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
