import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { multipartPost } from '../../../test/multipart-upload.js';
import { buildTestAppForFile, countRows, signUpUser } from '../../../test/test-app.js';
import { phoneJpegWithGps } from '../../../test/pictures.js';

const app = await buildTestAppForFile({ PHOTO_LIMIT_PER_MINUTE: '1000' });

async function pictureUpload(headers: Record<string, string>, bytes: Buffer | string, field = 'dishImage') {
  return app.inject(
    await multipartPost('/api/images', headers, [{ bytes, filename: 'dish.jpg', field }], {
      defaultField: 'dishImage',
      defaultType: 'image/jpeg',
    }),
  );
}

describe('POST /api/images', () => {
  it("stores a dish's picture as WebP without its metadata and answers the address for imageUrl", async () => {
    const cook = await signUpUser(app);
    const response = await pictureUpload(cook.headers, await phoneJpegWithGps());
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json() as { imageUrl: string };
    expect(imageUrl).toMatch(STORED_IMAGE_PATH);

    const served = await app.inject({ method: 'GET', url: imageUrl, headers: cook.headers });
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const dish = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Pie', imageUrl } });
    expect(dish.statusCode).toBe(201);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await countRows(app, 'images');
    expect((await pictureUpload({}, await phoneJpegWithGps())).statusCode).toBe(401);
    expect(await countRows(app, 'images')).toBe(before);
  });

  it('refuses a file that is not a picture with 415, and a form without the picture with 400', async () => {
    const cook = await signUpUser(app);
    const before = await countRows(app, 'images');
    expect((await pictureUpload(cook.headers, 'not a picture at all')).statusCode).toBe(415);
    expect((await pictureUpload(cook.headers, await phoneJpegWithGps(), 'other')).statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/images', headers: cook.headers, payload: { picture: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await countRows(app, 'images')).toBe(before);
  });
});
