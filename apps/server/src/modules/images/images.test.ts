import { beforeAll, describe, expect, it } from 'vitest';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';
import { insertImage } from './images.repository.js';

const app = await buildTestAppForFile();
let owner: TestUser;
let imageUrl: string;
const picture = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L fake but opaque bytes', 'latin1');

beforeAll(async () => {
  owner = await signUpUser(app);
  const id = await insertImage(app.db, { ownerId: owner.id, bytes: picture, contentType: 'image/webp' });
  imageUrl = `/api/images/${id}`;
});

describe('GET /api/images/:id', () => {
  it('names pictures by 128 random bits, in the form a dish imageUrl accepts', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(() => insertImage(app.db, { ownerId: owner.id, bytes: picture, contentType: 'image/webp' })),
    );
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(3);
    expect(imageUrl).toMatch(STORED_IMAGE_PATH);
  });

  it('serves the bytes with their type and year-long immutable private caching', async () => {
    const response = await app.inject({ method: 'GET', url: imageUrl, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(picture)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the picture to any signed-in user who has its id, as hearth members need', async () => {
    const member = await signUpUser(app);
    const response = await app.inject({ method: 'GET', url: imageUrl, headers: { authorization: `Bearer ${member.token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(401);
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'not.an.id', 'x'.repeat(65), '%27%20or%201%3D1', '..%2F..%2Fetc%2Fpasswd'])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/images/${id}`, headers: owner.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
    },
  );
});
