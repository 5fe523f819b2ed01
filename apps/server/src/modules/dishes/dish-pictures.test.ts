import { describe, expect, it } from 'vitest';
import { multipartPost } from '../../../test/multipart-upload.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { phoneJpegWithGps } from '../../../test/pictures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * A dish's gallery and step pictures (docs/decisions/0072): uploaded one by one through the
 * one picture pipeline, then kept in the dish's order with its cover.
 */
const app = await buildTestAppForFile({ PHOTO_LIMIT_PER_MINUTE: '1000' });
const { call, household } = hearthCalls(() => app);

async function upload(cook: TestUser, count: number): Promise<string[]> {
  const bytes = await phoneJpegWithGps();
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject(
      await multipartPost('/api/images', cook.headers, [{ bytes, filename: `dish-${index}.jpg`, field: 'dishImage' }], {
        defaultField: 'dishImage',
        defaultType: 'image/jpeg',
      }),
    );
    expect(response.statusCode).toBe(201);
    urls.push(response.json().imageUrl as string);
  }
  return urls;
}

async function dishWith(cook: TestUser, body: object) {
  const response = await call(cook, 'POST', '/api/dishes', { dishName: 'Shakshuka', ...body });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; imageUrl: string; pictures: string[]; stepPictures: string[] };
}

describe('a dish gallery', () => {
  it('keeps several pictures in order with the first as cover, reorders them, changes the cover and removes one', async () => {
    const cook = await signUpUser(app);
    const [a, b, c] = await upload(cook, 3);
    const dish = await dishWith(cook, { pictures: [a, b, c] });
    expect(dish).toMatchObject({ imageUrl: a, pictures: [a, b, c], stepPictures: [] });

    const reordered = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', imageUrl: c, pictures: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toMatchObject({ imageUrl: c, pictures: [c, a, b] });

    const covered = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', imageUrl: b, pictures: [c, a, b] });
    expect(covered.json()).toMatchObject({ imageUrl: b, pictures: [c, a, b] });

    const removed = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', imageUrl: '', pictures: [a, b] });
    expect(removed.json()).toMatchObject({ imageUrl: a, pictures: [a, b] });
    expect((await call(cook, 'GET', `/api/dishes/${dish.id}`)).json()).toMatchObject({ imageUrl: a, pictures: [a, b] });
  });

  it('lists only the cover: the library rows carry no gallery', async () => {
    const cook = await signUpUser(app);
    const [a, b] = await upload(cook, 2);
    await dishWith(cook, { imageUrl: b, pictures: [a, b] });
    const [listed] = (await call(cook, 'GET', '/api/dishes')).json();
    expect(listed.imageUrl).toBe(b);
    expect(listed).not.toHaveProperty('pictures');
    expect(listed).not.toHaveProperty('stepPictures');
  });

  it("keeps working for a client that sends only imageUrl: its picture is the gallery's cover", async () => {
    const cook = await signUpUser(app);
    const [a, b, c] = await upload(cook, 3);
    const single = await dishWith(cook, { imageUrl: a });
    expect(single).toMatchObject({ imageUrl: a, pictures: [a] });

    const gallery = await call(cook, 'PUT', `/api/dishes/${single.id}`, { dishName: 'Shakshuka', imageUrl: a, pictures: [a, b] });
    expect(gallery.statusCode).toBe(200);
    // An old form saves the dish with its other fields: the gallery stays, a new picture replaces the cover.
    const edited = await call(cook, 'PUT', `/api/dishes/${single.id}`, { dishName: 'Shakshuka eggs', imageUrl: a });
    expect(edited.json()).toMatchObject({ dishName: 'Shakshuka eggs', imageUrl: a, pictures: [a, b] });
    const replaced = await call(cook, 'PUT', `/api/dishes/${single.id}`, { dishName: 'Shakshuka', imageUrl: c });
    expect(replaced.json()).toMatchObject({ imageUrl: c, pictures: [c, b] });
    const web = await call(cook, 'PUT', `/api/dishes/${single.id}`, { dishName: 'Shakshuka', imageUrl: 'https://example.com/s.jpg' });
    expect(web.json()).toMatchObject({ imageUrl: 'https://example.com/s.jpg', pictures: [b] });
  });

  it('keeps a picture for a step, by its place, and lets it go', async () => {
    const cook = await signUpUser(app);
    const [photo] = await upload(cook, 1);
    const dish = await dishWith(cook, { instructions: ['Fry the onions.', 'Add the eggs.'], stepPictures: ['', photo] });
    expect(dish.stepPictures).toEqual(['', photo]);
    const kept = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', instructions: ['Fry.', 'Add the eggs.'] });
    expect(kept.json().stepPictures).toEqual(['', photo]);
    const cleared = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', stepPictures: ['', ''] });
    expect(cleared.json().stepPictures).toEqual([]);
  });

  it('refuses a thirteenth picture with a clear 400 and changes nothing', async () => {
    const cook = await signUpUser(app);
    const twelve = await upload(cook, 12);
    const [extra] = await upload(cook, 1);
    const dish = await dishWith(cook, { pictures: twelve });
    expect(dish.pictures).toHaveLength(12);

    const tooMany = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', pictures: [...twelve, extra] });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('A dish can have at most 12 pictures');
    const coverOverLimit = await call(cook, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', imageUrl: extra, pictures: twelve });
    expect(coverOverLimit.statusCode).toBe(400);
    expect(coverOverLimit.json()).toMatchObject({ code: 'TOO_MANY_PICTURES', message: 'A dish can have at most 12 pictures' });
    expect((await call(cook, 'GET', `/api/dishes/${dish.id}`)).json().pictures).toEqual(twelve);
  });

  it.each([
    ['a picture on the web', { pictures: ['https://example.com/a.jpg'] }],
    ['a path outside the stored pictures', { pictures: ['/api/images/../secret'] }],
    ['the same picture twice', { pictures: ['/api/images/AAAA', '/api/images/AAAA'] }],
    ['a gallery that is not a list', { pictures: '/api/images/AAAA' }],
    ['a step picture that is not a stored picture', { stepPictures: ['javascript:alert(1)'] }],
    ['a step picture that is a number', { stepPictures: [7] }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const cook = await signUpUser(app);
    const before = await countRows(app, 'dishes');
    const response = await call(cook, 'POST', '/api/dishes', { dishName: 'Shakshuka', ...body });
    expect(response.statusCode).toBe(400);
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it("shows a shared dish's gallery to hearth members, lets only the owner change it, and hides it from outsiders", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const outsider = await signUpUser(app);
    const [a, b] = await upload(owner, 2);
    const dish = await dishWith(owner, { pictures: [a, b], stepPictures: [b] });
    expect((await call(owner, 'PUT', `/api/dishes/${dish.id}/hearths/${hearthId}`)).statusCode).toBe(200);

    for (const reader of [member, viewer]) {
      expect((await call(reader, 'GET', `/api/dishes/${dish.id}`)).json()).toMatchObject({ pictures: [a, b], stepPictures: [b] });
      const change = await call(reader, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Shakshuka', pictures: [b] });
      expect(change.statusCode).toBe(403);
    }
    expect((await call(outsider, 'GET', `/api/dishes/${dish.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'PUT', `/api/dishes/${dish.id}`, { dishName: 'Mine', pictures: [] })).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/dishes/${dish.id}`)).json().pictures).toEqual([a, b]);
  });
});

describe('the account export and import', () => {
  it('carry the gallery, its cover and the step pictures, and a second import adds nothing', async () => {
    const cook = await signUpUser(app);
    const [a, b, c] = await upload(cook, 3);
    await dishWith(cook, { imageUrl: b, pictures: [a, b], instructions: ['Fry.', 'Bake.'], stepPictures: ['', c] });
    const file = (await call(cook, 'GET', '/api/account/export')).json();
    expect(file.dishes[0]).toMatchObject({ imageUrl: b, pictures: [a, b], stepPictures: ['', c] });

    const other = await signUpUser(app);
    const imported = await call(other, 'POST', '/api/account/import', file);
    expect(imported.json()).toMatchObject({ dishes: { added: 1, skipped: 0 } });
    const [listed] = (await call(other, 'GET', '/api/dishes')).json();
    expect((await call(other, 'GET', `/api/dishes/${listed.id}`)).json()).toMatchObject({
      imageUrl: b,
      pictures: [a, b],
      stepPictures: ['', c],
    });
    expect((await call(other, 'POST', '/api/account/import', file)).json()).toMatchObject({ dishes: { added: 0, skipped: 1 } });
  });

  it('reads a file from before galleries: its stored picture becomes the cover, matching the dish it made', async () => {
    const cook = await signUpUser(app);
    const [a] = await upload(cook, 1);
    await dishWith(cook, { imageUrl: a });
    const file = (await call(cook, 'GET', '/api/account/export')).json();
    const { pictures: _pictures, stepPictures: _steps, ...olderDish } = file.dishes[0];
    const older = { ...file, dishes: [olderDish] };
    expect((await call(cook, 'POST', '/api/account/import', older)).json()).toMatchObject({ dishes: { added: 0, skipped: 1 } });
  });
});
