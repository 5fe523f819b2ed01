import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * What can I cook now (docs/product.md#what-can-i-cook-now): dishes by how many ingredients the
 * pantry lacks, none first; optional and "to taste" lines never count; amounts count where the
 * units compare; staples are always there.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

type Line = { item: string; quantity?: number; unit?: string; optional?: boolean };

async function dish(owner: TestUser, dishName: string, ingredients: Line[], extra: Record<string, unknown> = {}) {
  const response = await call(owner, 'POST', '/api/dishes', { dishName, ingredients, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function stock(cook: TestUser, ...lines: string[]) {
  for (const line of lines) expect((await call(cook, 'POST', '/api/pantry', { line })).statusCode).toBe(201);
}

async function cookable(cook: TestUser, query = '') {
  const response = await call(cook, 'GET', `/api/dishes/cookable${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().dishes as Array<{ dish: { dishName: string }; missing: Array<{ item: string }>; uses_soon: string[] }>;
}

const summary = (dishes: Awaited<ReturnType<typeof cookable>>) =>
  dishes.map(({ dish, missing }) => [dish.dishName, missing.map((line) => line.item)]);

describe('GET /api/dishes/cookable', () => {
  it('ranks dishes by what is missing, none first, and leaves out those missing more than two', async () => {
    const cook = await signUpUser(app);
    await dish(cook, 'Omelette', [
      { item: 'eggs', quantity: 3 },
      { item: 'butter', quantity: 1, unit: 'tbsp' },
    ]);
    await dish(cook, 'Hummus', [
      { item: 'chickpeas', quantity: 1 },
      { item: 'tahini', quantity: 2, unit: 'tbsp' },
      { item: 'lemon', quantity: 1 },
    ]);
    await dish(cook, 'Paella', [{ item: 'rice', quantity: 300, unit: 'g' }, { item: 'saffron' }, { item: 'prawns' }, { item: 'chorizo' }]);
    await stock(cook, '6 large eggs', '250 g butter', '2 cans chickpeas', '300 g rice');

    expect(summary(await cookable(cook))).toEqual([
      ['Omelette', []],
      ['Hummus', ['tahini', 'lemon']],
    ]);
    expect(summary(await cookable(cook, '?max_missing=0'))).toEqual([['Omelette', []]]);
    expect(summary(await cookable(cook, '?max_missing=3')).map(([name]) => name)).toEqual(['Omelette', 'Hummus', 'Paella']);
    // A page of the best, and how many there are.
    const firstOnly = await call(cook, 'GET', '/api/dishes/cookable?max_missing=3&limit=1');
    expect(firstOnly.json()).toMatchObject({ total: 3, dishes: [{ dish: { dishName: 'Omelette' } }] });
    expect(firstOnly.json().dishes).toHaveLength(1);
  });

  it('never counts optional or "to taste" lines, nor staples, as missing', async () => {
    const cook = await signUpUser(app);
    await dish(cook, 'Toast', [
      { item: 'bread', quantity: 2, unit: 'slice' },
      { item: 'salt', unit: 'to taste' },
      { item: 'black pepper', unit: 'as needed' },
      { item: 'olive oil', quantity: 1, unit: 'tbsp' },
      { item: 'jam', quantity: 1, unit: 'tbsp', optional: true },
    ]);
    await stock(cook, 'bread');
    expect(summary(await cookable(cook, '?max_missing=0'))).toEqual([['Toast', []]]);

    expect((await call(cook, 'PUT', '/api/pantry-staples', { staples: [] })).statusCode).toBe(200);
    expect(summary(await cookable(cook))).toEqual([['Toast', ['olive oil']]]);
  });

  it('counts amounts where the units compare, in any unit of the same measure', async () => {
    const cook = await signUpUser(app);
    await dish(cook, 'Pancakes', [
      { item: 'flour', quantity: 2, unit: 'cup' },
      { item: 'milk', quantity: 500, unit: 'ml' },
      { item: 'eggs', quantity: 2 },
    ]);
    await stock(cook, '1 cup flour', '1 l milk', '1 egg');
    expect(summary(await cookable(cook))).toEqual([['Pancakes', ['flour', 'eggs']]]);

    const flour = (await call(cook, 'GET', '/api/pantry')).json().items.find((item: { name: string }) => item.name === 'flour');
    await call(cook, 'PATCH', `/api/pantry/${flour.id}`, { amount: 1, unit: 'kg' });
    // 1 kg of flour against 2 cups: mass and volume do not compare, so having some is enough.
    expect(summary(await cookable(cook))).toEqual([['Pancakes', ['eggs']]]);
  });

  it('says which pantry items near their use-by date a dish uses, and ranks those dishes first among equals', async () => {
    const cook = await signUpUser(app);
    await dish(cook, 'Aloo', [{ item: 'potatoes', quantity: 4 }]);
    await dish(cook, 'Saag', [{ item: 'fresh spinach', quantity: 200, unit: 'g' }]);
    await call(cook, 'POST', '/api/pantry', { line: '1 kg spinach', use_by: '2026-12-03' });
    await call(cook, 'POST', '/api/pantry', { line: '2 kg potatoes', use_by: '2027-01-30' });
    const dishes = await cookable(cook, '?today=2026-12-01');
    expect(dishes.map(({ dish: { dishName }, uses_soon }) => [dishName, uses_soon])).toEqual([
      ['Saag', ['spinach']],
      ['Aloo', []],
    ]);
  });

  it('narrows by total time and tags', async () => {
    const cook = await signUpUser(app);
    await dish(cook, 'Quick salad', [{ item: 'lettuce' }], { prepTime: 10, tags: ['vegetarian'] });
    await dish(cook, 'Slow stew', [{ item: 'lettuce' }], { prepTime: 20, cookTime: 120, tags: ['vegetarian'] });
    await dish(cook, 'Steak salad', [{ item: 'lettuce' }], { prepTime: 15, tags: ['meat'] });
    await stock(cook, 'lettuce');
    expect(summary(await cookable(cook, '?max_minutes=30')).map(([name]) => name)).toEqual(['Quick salad', 'Steak salad']);
    expect(summary(await cookable(cook, '?max_minutes=30&tag=vegetarian')).map(([name]) => name)).toEqual(['Quick salad']);
  });

  it("holds a hearth's cookbook against the hearth's pantry, for its members only", async () => {
    const { owner, member, hearthId } = await household();
    const outsider = await signUpUser(app);
    const curry = await dish(owner, 'Curry', [
      { item: 'coriander', quantity: 1 },
      { item: 'chicken', quantity: 500, unit: 'g' },
    ]);
    await dish(owner, 'Unshared', [{ item: 'coriander', quantity: 1 }]);
    expect((await call(owner, 'PUT', `/api/dishes/${curry}/hearths/${hearthId}`)).statusCode).toBe(200);
    await call(member, 'POST', '/api/pantry', { hearth_id: hearthId, line: '1 bunch coriander' });

    expect(summary(await cookable(member, `?hearth_id=${hearthId}`))).toEqual([['Curry', ['chicken']]]);
    // The owner's own library against their own (empty) pantry: the hearth's coriander is not theirs.
    expect(summary(await cookable(owner))).toEqual([
      ['Unshared', ['coriander']],
      ['Curry', ['coriander', 'chicken']],
    ]);
    expect((await call(outsider, 'GET', `/api/dishes/cookable?hearth_id=${hearthId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', '/api/dishes/cookable?max_missing=9')).statusCode).toBe(400);
  });
});
