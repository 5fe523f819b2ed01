import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();

async function createDish(user: TestUser, payload: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function planMeal(user: TestUser, date: string, mealType: string, dishId: number | null, notes: string | null = null) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: user.headers,
    payload: { personal_meal: true, date, meal_type: mealType, meal_status: 'planned', dish_id: dishId, notes },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

function deleteAccount(user: TestUser | null, payload: object = { confirmEmail: user?.email, password: user?.password }) {
  return app.inject({ method: 'DELETE', url: '/api/account', headers: user?.headers ?? {}, payload });
}

async function userRowCount(table: 'dishes' | 'meals' | 'sessions' | 'accounts', column: string, userId: string) {
  const row = await app.db
    .selectFrom(table as 'dishes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column as 'owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('DELETE /api/account', () => {
  let cook: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    cook = await signUpUser(app);
    neighbour = await signUpUser(app);
    const soup = await createDish(cook, { dishName: 'Tomato Soup', ingredients: [{ item: 'tomato', quantity: 4 }] });
    await planMeal(cook, '2026-03-01', 'Dinner', soup);
    await planMeal(cook, '2026-03-02', 'Lunch', null);
    const stew = await createDish(neighbour, { dishName: 'Stew' });
    await planMeal(neighbour, '2026-03-01', 'Dinner', stew);
  });

  it('answers 401 without a session', async () => {
    const response = await deleteAccount(null, { confirmEmail: cook.email });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['another address', { confirmEmail: 'someone-else@example.com' }, 'CONFIRMATION_MISMATCH'],
    ["the other user's address", null, 'CONFIRMATION_MISMATCH'],
    ['a blank address', { confirmEmail: '   ' }, 'VALIDATION_ERROR'],
    ['no body field', {}, 'VALIDATION_ERROR'],
  ])('answers 400 for %s and deletes nothing', async (_case, payload, code) => {
    const before = await Promise.all(['users', 'sessions', 'dishes', 'meals'].map((table) => countRows(app, table)));
    const response = await deleteAccount(cook, payload ?? { confirmEmail: neighbour.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await Promise.all(['users', 'sessions', 'dishes', 'meals'].map((table) => countRows(app, table)))).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).statusCode).toBe(200);
  });

  it('says the address did not match', async () => {
    const response = await deleteAccount(cook, { confirmEmail: 'nope@example.com' });
    expect(response.json().message).toBe('That is not the e-mail address of this account, so nothing was deleted.');
  });

  it("deletes the account with its sessions, dishes and meals, and nobody else's", async () => {
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: cook.email, password: cook.password },
    });
    const otherToken = String(otherDevice.headers['set-auth-token']);
    const neighbourBefore = await Promise.all([
      userRowCount('dishes', 'owner_id', neighbour.id),
      userRowCount('meals', 'creator_id', neighbour.id),
    ]);

    // Typed with different case and stray spaces, as people do.
    const response = await deleteAccount(cook, { confirmEmail: `  ${cook.email.toUpperCase()} `, password: cook.password });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);

    expect(await userRowCount('dishes', 'owner_id', cook.id)).toBe(0);
    expect(await userRowCount('meals', 'creator_id', cook.id)).toBe(0);
    expect(await userRowCount('sessions', 'user_id', cook.id)).toBe(0);
    expect(await userRowCount('accounts', 'user_id', cook.id)).toBe(0);
    const user = await app.db.selectFrom('users').select('id').where('id', '=', cook.id).executeTakeFirst();
    expect(user).toBeUndefined();
    expect(
      await Promise.all([userRowCount('dishes', 'owner_id', neighbour.id), userRowCount('meals', 'creator_id', neighbour.id)]),
    ).toEqual(neighbourBefore);

    // Every session is gone server-side: this cookie, the bearer token, and the other device.
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).statusCode).toBe(401);
    const bearer = { authorization: `Bearer ${cook.token}` };
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: bearer })).statusCode).toBe(401);
    const other = { authorization: `Bearer ${otherToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: other })).statusCode).toBe(401);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: cook.email, password: cook.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('lets the same address sign up again afterwards, to an empty library', async () => {
    const again = await signUpUser(app, { email: cook.email });
    const dishes = await app.inject({ method: 'GET', url: '/api/dishes', headers: again.headers });
    expect(dishes.json()).toEqual([]);
  });
});

describe('GET /api/account/export', () => {
  let cook: TestUser;
  let soupId: number;

  beforeAll(async () => {
    cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    await createDish(stranger, { dishName: 'Secret Stew' });
    soupId = await createDish(cook, {
      dishName: 'Tomato Soup',
      description: 'Warm and red',
      cookTime: 30,
      servings: 4,
      difficulty: 'Easy',
      tags: ['Soup'],
      ingredients: [{ item: 'tomato', quantity: 6, unit: 'piece' }],
      instructions: ['Chop', 'Simmer'],
      utensils: ['pot'],
    });
    const toast = await createDish(cook, { dishName: 'Toast' });
    await planMeal(cook, '2026-04-02', 'Dinner', soupId, 'Extra basil');
    await planMeal(cook, '2026-04-01', 'Breakfast', toast);
    await planMeal(cook, '2026-04-03', 'Snack', null);
    await app.inject({ method: 'DELETE', url: `/api/dishes/${toast}`, headers: cook.headers });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('answers one JSON file to download with every dish in full and every meal', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/export', headers: cook.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="the-hearth-export-\d{4}-\d{2}-\d{2}\.json"$/);

    const file = response.json();
    expect(file).toEqual({
      format: 'the-hearth-export',
      version: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      dishes: [
        {
          id: soupId,
          dishName: 'Tomato Soup',
          description: 'Warm and red',
          prepTime: null,
          cookTime: 30,
          servings: 4,
          difficulty: 'Easy',
          imageUrl: '',
          sourceUrl: '',
          notes: '',
          tags: ['Soup'],
          ingredients: [{ item: 'tomato', quantity: 6, unit: 'piece', optional: false }],
          instructions: ['Chop', 'Simmer'],
          utensils: ['pot'],
        },
      ],
      meals: [
        // The deleted dish's meal keeps its name and lets go of the id.
        { date: '2026-04-01T12:00:00.000Z', meal_type: 'Breakfast', meal_status: 'planned', notes: null, dish_id: null, dish_name: 'Toast' },
        { date: '2026-04-02T12:00:00.000Z', meal_type: 'Dinner', meal_status: 'planned', notes: 'Extra basil', dish_id: soupId, dish_name: 'Tomato Soup' },
        { date: '2026-04-03T12:00:00.000Z', meal_type: 'Snack', meal_status: 'planned', notes: null, dish_id: null, dish_name: null },
      ],
    });
  });

  it('answers an empty library as empty lists', async () => {
    const newcomer = await signUpUser(app);
    const file = (await app.inject({ method: 'GET', url: '/api/account/export', headers: newcomer.headers })).json();
    expect(file).toMatchObject({ dishes: [], meals: [] });
  });
});

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
      { format: 'the-hearth-export', version: 1, dishes: [validDish], meals: [{ date: '2026-01-01', meal_type: 'Dinner', meal_status: 'planned', dish_id: 7 }] },
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
