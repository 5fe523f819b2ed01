import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';
import { galleryFromPicture } from './0060-dish-pictures.js';

const app = await buildTestAppForFile();

it("makes a dish's stored picture the cover of its gallery, and leaves other dishes' empty lists", async () => {
  const cook = await signUpUser(app);
  const now = new Date().toISOString();
  // Rows as they stood before the migration: the new columns hold their defaults.
  for (const [name, picture] of [
    ['Stored', '/api/images/AbC_12-x'],
    ['Web', 'https://example.com/pie.jpg'],
    ['None', ''],
  ]) {
    await sql`insert into dishes (owner_id, dish_name, image_url, created_at, updated_at) values (${cook.id}, ${name}, ${picture}, ${now}, ${now})`.execute(
      app.db,
    );
  }
  await galleryFromPicture(app.db);
  const rows = await app.db
    .selectFrom('dishes')
    .select(['dish_name', 'image_url', 'pictures', 'step_pictures'])
    .where('owner_id', '=', cook.id)
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { dish_name: 'Stored', image_url: '/api/images/AbC_12-x', pictures: '["/api/images/AbC_12-x"]', step_pictures: '[]' },
    { dish_name: 'Web', image_url: 'https://example.com/pie.jpg', pictures: '[]', step_pictures: '[]' },
    { dish_name: 'None', image_url: '', pictures: '[]', step_pictures: '[]' },
  ]);
  const [stored] = (await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).json();
  const detail = (await app.inject({ method: 'GET', url: `/api/dishes/${stored.id}`, headers: cook.headers })).json();
  expect(detail).toMatchObject({ imageUrl: '/api/images/AbC_12-x', pictures: ['/api/images/AbC_12-x'], stepPictures: [] });
});
