import { beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../../test/account-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const { createDish, planMeal } = accountCalls(app);

describe('POST /api/account/import', () => {
  function importFile(user: TestUser | null, payload: unknown) {
    return app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { ...(user?.headers ?? {}), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  async function exportOf(user: TestUser) {
    const response = await app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers });
    return response.json();
  }

  /** A library as a person sees it: dishes without ids, meals naming their dish. */
  function comparable(file: { dishes: Array<{ id: number; dishName: string }>; meals: Array<{ dish_id: number | null }> }) {
    const byId = new Map(file.dishes.map(({ id, ...dish }) => [id, dish]));
    return {
      dishes: [...byId.values()],
      meals: file.meals.map(({ dish_id, ...meal }) => ({ ...meal, dish: dish_id === null ? null : byId.get(dish_id) })),
    };
  }

  let source: TestUser;
  let sourceFile: { dishes: Array<{ id: number; dishName: string }>; meals: Array<{ dish_id: number | null }> };

  beforeAll(async () => {
    source = await signUpUser(app);
    const pancakes = await createDish(source, {
      dishName: 'Pancakes',
      prepTime: 10,
      cookTime: 15,
      servings: 2,
      difficulty: 'Easy',
      imageUrl: 'https://example.com/pancakes.jpg',
      sourceUrl: 'https://example.com/pancakes',
      notes: 'Rest the batter',
      tags: ['Breakfast', 'Sweet'],
      ingredients: [
        { item: 'flour', quantity: 200, unit: 'g' },
        { item: 'blueberries', quantity: 1, unit: 'cup', optional: true },
      ],
      instructions: 'Mix, rest, fry.',
      utensils: ['pan', 'whisk'],
    });
    const curry = await createDish(source, { dishName: 'Curry', instructions: ['Fry spices', 'Add the rest'] });
    const doomed = await createDish(source, { dishName: 'Old Salad' });
    await planMeal(source, '2026-06-01', 'Breakfast', pancakes, 'For the kids');
    await planMeal(source, '2026-06-01', 'Dinner', curry);
    await planMeal(source, '2026-06-02', 'Dinner', curry);
    await planMeal(source, '2026-06-03', 'Lunch', doomed);
    await planMeal(source, '2026-06-04', 'Snack', null, 'Fruit');
    const cooked = await planMeal(source, '2026-05-30', 'Dinner', pancakes);
    await app.inject({ method: 'PATCH', url: `/api/meals/${cooked}`, headers: source.headers, payload: { meal_status: 'cooked' } });
    await app.inject({ method: 'DELETE', url: `/api/dishes/${doomed}`, headers: source.headers });
    sourceFile = await exportOf(source);
  });

  it('answers 401 without a session', async () => {
    expect((await importFile(null, sourceFile)).statusCode).toBe(401);
  });

  it('gives a fresh account the same dishes and meals, and a second import adds nothing', async () => {
    const fresh = await signUpUser(app);
    const first = await importFile(fresh, sourceFile);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dishes: { added: 2, skipped: 0 }, meals: { added: 6, skipped: 0 } });

    const copy = await exportOf(fresh);
    expect(comparable(copy)).toEqual(comparable(sourceFile));
    expect(copy.dishes.map((dish: { id: number }) => dish.id)).not.toEqual(sourceFile.dishes.map((dish) => dish.id));

    const before = await Promise.all([countRows(app, 'dishes'), countRows(app, 'meals')]);
    const second = await importFile(fresh, sourceFile);
    expect(second.json()).toEqual({ dishes: { added: 0, skipped: 2 }, meals: { added: 0, skipped: 6 } });
    expect(await Promise.all([countRows(app, 'dishes'), countRows(app, 'meals')])).toEqual(before);
    expect(comparable(await exportOf(fresh))).toEqual(comparable(sourceFile));
  });

  it("gives an account that never chose a language the file's, and leaves a chosen one alone", async () => {
    const withLanguage = { ...sourceFile, settings: { language: 'it' } };
    const fresh = await signUpUser(app);
    expect((await importFile(fresh, withLanguage)).statusCode).toBe(200);
    expect((await exportOf(fresh)).settings).toEqual({ language: 'it' });

    const decided = await signUpUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: decided.headers, payload: { language: 'sv' } });
    expect((await importFile(decided, withLanguage)).statusCode).toBe(200);
    expect((await exportOf(decided)).settings).toEqual({ language: 'sv' });

    // A file from before settings were exported still imports.
    const { settings: _settings, ...older } = sourceFile as typeof sourceFile & { settings?: unknown };
    expect((await importFile(await signUpUser(app), older)).statusCode).toBe(200);
    expect((await importFile(await signUpUser(app), { ...sourceFile, settings: { language: 'xx' } })).statusCode).toBe(400);
  });

  it('merges into a library: an identical dish is reused, a same-named but different one is added', async () => {
    const cook = await signUpUser(app);
    const curry = await createDish(cook, { dishName: 'Curry', instructions: ['Fry spices', 'Add the rest'] });
    await createDish(cook, { dishName: 'Pancakes', notes: 'My own recipe' });
    await planMeal(cook, '2026-06-01', 'Dinner', curry);

    const response = await importFile(cook, sourceFile);
    expect(response.json()).toEqual({ dishes: { added: 1, skipped: 1 }, meals: { added: 5, skipped: 1 } });

    const dishes = (await exportOf(cook)).dishes.map((dish: { dishName: string }) => dish.dishName);
    expect(dishes).toEqual(['Curry', 'Pancakes', 'Pancakes']);
    const meals = await app.inject({ method: 'GET', url: '/api/meals', headers: cook.headers });
    const curryMeals = meals.json().filter((meal: { dish_id: number | null }) => meal.dish_id === curry);
    expect(curryMeals.map((meal: { date: string }) => meal.date.slice(0, 10))).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('carries the cooking log, a cooking on a meal tied to that meal again, so the history counts the same', async () => {
    const cook = await signUpUser(app);
    const stew = await createDish(cook, { dishName: 'Stew' });
    const cooked = (body: object) =>
      app.inject({ method: 'POST', url: `/api/dishes/${stew}/cooked`, headers: cook.headers, payload: body });
    const today = new Date().toISOString().slice(0, 10);
    expect((await cooked({ date: '2026-03-01', rating: 4, note: 'More thyme' })).statusCode).toBe(200);
    const meal = await app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: cook.headers,
      payload: { date: today, meal_type: 'Dinner', dish_id: stew },
    });
    expect((await cooked({ date: today, meal_id: meal.json().id, rating: 5 })).statusCode).toBe(200);
    const history = async (user: TestUser, dishId: number) =>
      (await app.inject({ method: 'GET', url: `/api/dishes/${dishId}/cooked`, headers: user.headers })).json();
    const before = await history(cook, stew);
    expect(before).toMatchObject({ cooked_count: 2, average_rating: 4.5, rating_count: 2 });

    const file = await exportOf(cook);
    expect(file.cookings).toEqual([
      { dish_id: stew, cooked_on: '2026-03-01', rating: 4, note: 'More thyme', image_url: null, on_meal: false },
      { dish_id: stew, cooked_on: today, rating: 5, note: null, image_url: null, on_meal: true },
    ]);
    const fresh = await signUpUser(app);
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    const newStew = (await exportOf(fresh)).dishes[0].id;
    const after = await history(fresh, newStew);
    expect(after).toMatchObject({ cooked_count: 2, average_rating: 4.5, rating_count: 2, last_cooked: today });
    expect(after.log.map((entry: { cooked_on: string; rating: number }) => [entry.cooked_on, entry.rating])).toEqual([
      [today, 5],
      ['2026-03-01', 4],
    ]);
    // A second import adds nothing.
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    expect((await history(fresh, newStew)).log).toHaveLength(2);
  });

  it('refuses a cooking of a dish the file does not hold, or a rating out of range, and stores nothing', async () => {
    const cook = await signUpUser(app);
    const before = await countRows(app, 'dish_cookings');
    const cooking = { dish_id: sourceFile.dishes[0]!.id, cooked_on: '2026-03-01', rating: 4, note: null, image_url: null, on_meal: false };
    expect((await importFile(cook, { ...sourceFile, cookings: [{ ...cooking, dish_id: 987_654 }] })).statusCode).toBe(400);
    expect((await importFile(cook, { ...sourceFile, cookings: [{ ...cooking, rating: 9 }] })).statusCode).toBe(400);
    expect((await importFile(cook, { ...sourceFile, cookings: [{ ...cooking, image_url: 'https://example.com/x.jpg' }] })).statusCode).toBe(
      400,
    );
    expect(await countRows(app, 'dish_cookings')).toBe(before);
  });

  it("carries the cook's hearts onto the dishes they become; an older file without them still imports", async () => {
    const cook = await signUpUser(app);
    const tart = await createDish(cook, { dishName: 'Tart' });
    await createDish(cook, { dishName: 'Bread' });
    await app.inject({ method: 'PUT', url: `/api/dishes/${tart}/favourite`, headers: cook.headers });
    const file = await exportOf(cook);
    expect(file.favourites).toEqual([tart]);

    const favouriteNames = async (user: TestUser) =>
      (await app.inject({ method: 'GET', url: '/api/dishes?favourites=true', headers: user.headers }))
        .json()
        .map((dish: { dishName: string }) => dish.dishName);
    const fresh = await signUpUser(app);
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    expect(await favouriteNames(fresh)).toEqual(['Tart']);
    const hearts = await countRows(app, 'dish_favourites');
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    expect(await countRows(app, 'dish_favourites')).toBe(hearts);

    const { favourites: _favourites, ...older } = file;
    const fromOlder = await signUpUser(app);
    expect((await importFile(fromOlder, older)).statusCode).toBe(200);
    expect(await favouriteNames(fromOlder)).toEqual([]);
    expect((await exportOf(fromOlder)).dishes.map((dish: { dishName: string }) => dish.dishName)).toEqual(['Tart', 'Bread']);
  });

  it("carries the cook's own pantry; a second import adds nothing, and a bad item is refused with nothing stored", async () => {
    const cook = await signUpUser(app);
    for (const payload of [
      { line: '6 eggs', use_by: '2026-12-04', place: 'fridge' },
      { line: 'rice', always: true },
    ]) {
      await app.inject({ method: 'POST', url: '/api/pantry', headers: cook.headers, payload });
    }
    const file = await exportOf(cook);
    // The staples a new pantry starts with travel too, as "always have" items.
    const always = (name: string) => ({ name, amount: null, unit: '', use_by: null, place: null, always: true });
    expect(file.pantry).toEqual([
      { name: 'eggs', amount: 6, unit: '', use_by: '2026-12-04', place: 'fridge', always: false },
      ...['oil', 'pepper', 'rice', 'salt', 'water'].map(always),
    ]);

    const fresh = await signUpUser(app);
    const pantryOf = async (user: TestUser) =>
      (await app.inject({ method: 'GET', url: '/api/pantry', headers: user.headers }))
        .json()
        .items.map((item: { name: string }) => item.name);
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    expect((await importFile(fresh, file)).statusCode).toBe(200);
    expect(await pantryOf(fresh)).toEqual(['eggs', 'oil', 'pepper', 'rice', 'salt', 'water']);

    const refused = await importFile(await signUpUser(app), { ...file, pantry: [{ ...file.pantry[0], place: 'garage' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/pantry\.0\.place/);
  });

  it('refuses a heart on a dish the file does not hold, storing nothing', async () => {
    const cook = await signUpUser(app);
    const before = await Promise.all([countRows(app, 'dishes'), countRows(app, 'dish_favourites')]);
    const response = await importFile(cook, { ...sourceFile, favourites: [123_456] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/favourites\.0: No dish in this file has the id 123456/);
    expect((await importFile(cook, { ...sourceFile, favourites: ['soup'] })).statusCode).toBe(400);
    expect(await Promise.all([countRows(app, 'dishes'), countRows(app, 'dish_favourites')])).toEqual(before);
  });

  it('treats two identical dishes in one file as one', async () => {
    const cook = await signUpUser(app);
    const dish = { ...sourceFile.dishes[1]! };
    const file = {
      ...sourceFile,
      dishes: [dish, { ...dish, id: 999 }],
      meals: [
        { date: '2026-07-01', meal_type: 'Dinner', meal_status: 'planned', dish_id: dish.id },
        { date: '2026-07-01', meal_type: 'Dinner', meal_status: 'planned', dish_id: 999 },
      ],
    };
    const response = await importFile(cook, file);
    expect(response.json()).toEqual({ dishes: { added: 1, skipped: 1 }, meals: { added: 1, skipped: 1 } });
  });

  const validDish = { id: 1, dishName: 'Soup' };
  const badFiles: Array<[string, unknown, number, RegExp]> = [
    ['text that is not JSON', '{"format": "the-hearth-export", ', 400, /not valid JSON/],
    ['a JSON list', [validDish], 400, /not a The Hearth export file/],
    ['another format', { format: 'mealie', version: 1, dishes: [], meals: [] }, 400, /not a The Hearth export file/],
    ['a newer version', { format: 'the-hearth-export', version: 2, dishes: [], meals: [] }, 400, /version/],
    ['no dishes list', { format: 'the-hearth-export', version: 1, meals: [] }, 400, /dishes/],
    [
      'a bad dish after good ones',
      { format: 'the-hearth-export', version: 1, dishes: [validDish, { id: 2, dishName: 'Pie' }, { id: 3, dishName: '  ' }], meals: [] },
      400,
      /dishes\.2\.dishName: Dish name is required/,
    ],
    [
      'a link that is not http',
      { format: 'the-hearth-export', version: 1, dishes: [{ ...validDish, sourceUrl: 'javascript:alert(1)' }], meals: [] },
      400,
      /dishes\.0\.sourceUrl/,
    ],
    [
      'a meal with an unknown type, after a good meal',
      {
        format: 'the-hearth-export',
        version: 1,
        dishes: [validDish],
        meals: [
          { date: '2026-01-01', meal_type: 'Dinner', meal_status: 'planned', dish_id: 1 },
          { date: '2026-01-02', meal_type: 'Brunch', meal_status: 'planned', dish_id: 1 },
        ],
      },
      400,
      /meals\.1\.meal_type/,
    ],
    [
      'a meal whose dish is not in the file',
      {
        format: 'the-hearth-export',
        version: 1,
        dishes: [validDish],
        meals: [{ date: '2026-01-01', meal_type: 'Dinner', meal_status: 'planned', dish_id: 7 }],
      },
      400,
      /meals\.0\.dish_id: No dish in this file has the id 7/,
    ],
    [
      'two dishes with one id',
      { format: 'the-hearth-export', version: 1, dishes: [validDish, { ...validDish, dishName: 'Stew' }], meals: [] },
      400,
      /dishes\.1\.id: Another dish in this file has the id 1/,
    ],
    [
      'a meal on February 30th',
      { format: 'the-hearth-export', version: 1, dishes: [], meals: [{ date: '2026-02-30', meal_type: 'Dinner', meal_status: 'planned' }] },
      400,
      /meals\.0\.date/,
    ],
  ];

  it.each(badFiles)('answers %s with a clear 4xx and stores nothing', async (_case, payload, status, message) => {
    const cook = await signUpUser(app);
    const before = await Promise.all([countRows(app, 'dishes'), countRows(app, 'meals')]);
    const response = await importFile(cook, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await Promise.all([countRows(app, 'dishes'), countRows(app, 'meals')])).toEqual(before);
  });

  it('summarises a file with many problems in one short message', async () => {
    const cook = await signUpUser(app);
    const dishes = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, dishName: '' }));
    const response = await importFile(cook, { format: 'the-hearth-export', version: 1, dishes, meals: [] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('INVALID_IMPORT_FILE');
    expect(body.message).toBe(
      'This file could not be imported. dishes.0.dishName: Dish name is required (and 499 more problems). Nothing was imported.',
    );
    expect(body.issues).toHaveLength(20);
  });

  it('answers 413 for a file over 10 MB, storing nothing', async () => {
    const cook = await signUpUser(app);
    const before = await countRows(app, 'dishes');
    const notes = 'x'.repeat(9_000);
    const dishes = Array.from({ length: 1_200 }, (_, index) => ({ id: index + 1, dishName: `Dish ${index}`, notes }));
    const response = await importFile(cook, { format: 'the-hearth-export', version: 1, dishes, meals: [] });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it('reads a file of several MB, above the API-wide 1 MB body limit', async () => {
    const cook = await signUpUser(app);
    const notes = 'x'.repeat(9_000);
    const dishes = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, dishName: `Dish ${index}`, notes }));
    const response = await importFile(cook, { format: 'the-hearth-export', version: 1, dishes, meals: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json().dishes).toEqual({ added: 300, skipped: 0 });
  });
});
