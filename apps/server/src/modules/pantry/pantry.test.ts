import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

/**
 * The pantry (docs/product.md#pantry): a cook's own and a hearth's, items typed as a line and
 * read by the ingredient parser, edited, used up; a hearth's read by its members and changed by
 * owners and members only.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

type Item = { name: string; always: boolean };
/** What a cook's (or a hearth's) pantry holds besides the staples a new pantry starts with. */
async function stocked(cook: Parameters<typeof call>[0], url = '/api/pantry'): Promise<Item[]> {
  return ((await call(cook, 'GET', url)).json().items as Item[]).filter((item) => !item.always);
}

describe('the pantry', () => {
  it('reads a typed line into name, amount and unit, keeps use-by and place, and lists what to use first on top', async () => {
    const cook = await signUpUser(app);
    const chickpeas = await call(cook, 'POST', '/api/pantry', { line: '2 cans chickpeas', place: 'cupboard' });
    expect(chickpeas.statusCode).toBe(201);
    expect(chickpeas.json()).toMatchObject({
      name: 'cans chickpeas',
      amount: 2,
      unit: '',
      place: 'cupboard',
      use_by: null,
      always: false,
      hearth_id: null,
    });
    const milk = await call(cook, 'POST', '/api/pantry', { line: '1 l milk', use_by: '2026-12-01', place: 'fridge' });
    expect(milk.json()).toMatchObject({ name: 'milk', amount: 1, unit: 'l', use_by: '2026-12-01' });
    const rice = await call(cook, 'POST', '/api/pantry', { line: 'rice' });
    expect(rice.json()).toMatchObject({ name: 'rice', amount: null, unit: '' });

    const listed = await call(cook, 'GET', '/api/pantry');
    expect(listed.statusCode).toBe(200);
    expect((await stocked(cook)).map((item) => item.name)).toEqual(['milk', 'cans chickpeas', 'rice']);
  });

  it('edits an item, clears its use-by date, and uses it up', async () => {
    const cook = await signUpUser(app);
    const id = (await call(cook, 'POST', '/api/pantry', { name: 'Spinach', amount: 200, unit: 'g', use_by: '2026-11-30' })).json()
      .id as number;
    const edited = await call(cook, 'PATCH', `/api/pantry/${id}`, { amount: 100, use_by: null, place: 'fridge' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Spinach', amount: 100, unit: 'g', use_by: null, place: 'fridge' });
    expect((await call(cook, 'DELETE', `/api/pantry/${id}`)).statusCode).toBe(204);
    expect(await stocked(cook)).toEqual([]);
    expect((await call(cook, 'DELETE', `/api/pantry/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cook = await signUpUser(app);
    for (const [body, message] of [
      [{}, 'Type what you have, such as "2 cans chickpeas"'],
      [{ line: '   ' }, 'Type what you have, such as "2 cans chickpeas"'],
      [{ name: 'Milk', use_by: '2026-02-30' }, 'Must be a date written YYYY-MM-DD'],
      [{ name: 'Milk', place: 'garage' }, 'Place must be one of fridge, freezer, cupboard'],
      [{ name: 'Milk', amount: -1 }, 'Quantity must be 0 or more'],
      [{ name: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    ] as const) {
      const refused = await call(cook, 'POST', '/api/pantry', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await call(cook, 'PATCH', '/api/pantry/abc', { amount: 1 })).json()).toMatchObject({ code: 'INVALID_PANTRY_ITEM_ID' });
    expect(await stocked(cook)).toEqual([]);
  });

  it("keeps each cook's pantry to themselves", async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const id = (await call(cook, 'POST', '/api/pantry', { line: '6 eggs' })).json().id as number;
    expect(await stocked(stranger)).toEqual([]);
    expect((await call(stranger, 'PATCH', `/api/pantry/${id}`, { amount: 0 })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/pantry/${id}`)).statusCode).toBe(404);
    expect(await stocked(cook)).toMatchObject([{ name: 'eggs', amount: 6 }]);
  });

  it("shares a hearth's pantry with its members; viewers read it and cannot change it; outsiders get a 404", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const outsider = await signUpUser(app);
    const added = await call(member, 'POST', '/api/pantry', { hearth_id: hearthId, line: '1 bunch coriander', use_by: '2026-11-29' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ hearth_id: hearthId, name: 'bunch coriander', amount: 1 });
    const id = added.json().id as number;

    for (const reader of [owner, member, viewer]) {
      expect((await call(reader, 'GET', `/api/pantry?hearth_id=${hearthId}`)).json().items).toMatchObject([{ name: 'bunch coriander' }]);
    }
    expect(await stocked(owner)).toEqual([]);

    const viewerAdds = await call(viewer, 'POST', '/api/pantry', { hearth_id: hearthId, line: 'salt' });
    expect(viewerAdds.statusCode).toBe(403);
    expect(viewerAdds.json().message).toBe('Viewers can read this hearth’s pantry but not change it.');
    expect((await call(viewer, 'DELETE', `/api/pantry/${id}`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/pantry?hearth_id=${hearthId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'PATCH', `/api/pantry/${id}`, { amount: 1 })).statusCode).toBe(404);

    expect((await call(owner, 'PATCH', `/api/pantry/${id}`, { amount: 0.5 })).json()).toMatchObject({ amount: 0.5, unit: '' });
    expect((await call(viewer, 'GET', `/api/pantry?hearth_id=${hearthId}`)).json().items).toMatchObject([{ amount: 0.5 }]);
  });
});

describe('POST /api/pantry/use-dish', () => {
  async function dishWith(cook: Parameters<typeof call>[0], ingredients: object[]) {
    const response = await call(cook, 'POST', '/api/dishes', { dishName: 'Pancakes', ingredients });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }
  const pantryOf = async (cook: Parameters<typeof call>[0], query = '') =>
    ((await stocked(cook, `/api/pantry${query}`)) as Array<Item & { amount: number | null }>).map((item) => [item.name, item.amount]);

  it('takes a cooked dish out of the pantry: amounts subtracted where the units compare, else used up', async () => {
    const cook = await signUpUser(app);
    const dishId = await dishWith(cook, [
      { item: 'milk', quantity: 250, unit: 'ml' },
      { item: 'eggs', quantity: 2 },
      { item: 'flour', quantity: 2, unit: 'cup' },
      { item: 'salt', unit: 'to taste' },
    ]);
    for (const line of ['1 l milk', '6 eggs', '1 kg flour', '1 kg salt']) await call(cook, 'POST', '/api/pantry', { line });

    const used = await call(cook, 'POST', '/api/pantry/use-dish', { dish_id: dishId });
    expect(used.statusCode).toBe(200);
    expect(used.json().taken).toEqual([
      expect.objectContaining({ name: 'milk', left: 0.75 }),
      expect.objectContaining({ name: 'eggs', left: 4 }),
      expect.objectContaining({ name: 'flour', left: null }),
    ]);
    expect(await pantryOf(cook)).toEqual([
      ['eggs', 4],
      ['milk', 0.75],
      ['salt', 1],
    ]);
  });

  it("takes a hearth's dish out of the hearth's pantry; a dish the cook cannot read is a 404 and changes nothing", async () => {
    const { owner, member, viewer, hearthId } = await household();
    const stranger = await signUpUser(app);
    const dishId = await dishWith(owner, [{ item: 'eggs', quantity: 3 }]);
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`)).statusCode).toBe(200);
    await call(owner, 'POST', '/api/pantry', { hearth_id: hearthId, line: '12 eggs' });

    expect((await call(viewer, 'POST', '/api/pantry/use-dish', { dish_id: dishId, hearth_id: hearthId })).statusCode).toBe(403);
    expect((await call(stranger, 'POST', '/api/pantry/use-dish', { dish_id: dishId })).statusCode).toBe(404);
    expect((await call(member, 'POST', '/api/pantry/use-dish', { dish_id: dishId, hearth_id: hearthId })).statusCode).toBe(200);
    expect(await pantryOf(owner, `?hearth_id=${hearthId}`)).toEqual([['eggs', 9]]);
  });
});

describe('pantry staples are the "always have" items of the cook\'s own pantry', () => {
  const staplesOf = async (cook: Parameters<typeof call>[0]) => (await call(cook, 'GET', '/api/pantry-staples')).json().staples as string[];
  const alwaysHave = async (cook: Parameters<typeof call>[0]) =>
    ((await call(cook, 'GET', '/api/pantry')).json().items as Item[])
      .filter((item) => item.always)
      .map((item) => item.name)
      .sort();

  it('a new pantry starts with the everyday staples, and Settings lists the same items', async () => {
    const cook = await signUpUser(app);
    expect(await alwaysHave(cook)).toEqual(['oil', 'pepper', 'salt', 'water']);
    expect(await stocked(cook)).toEqual([]);
    expect((await staplesOf(cook)).sort()).toEqual(['oil', 'pepper', 'salt', 'water']);
  });

  it('changing the staples changes the items: a named food already there is marked, not added twice', async () => {
    const cook = await signUpUser(app);
    const rice = (await call(cook, 'POST', '/api/pantry', { line: '1 kg rice' })).json();
    const saved = await call(cook, 'PUT', '/api/pantry-staples', { staples: ['salt', 'Rice', 'olive oil'] });
    expect(saved.statusCode).toBe(200);
    expect(await alwaysHave(cook)).toEqual(['olive oil', 'rice', 'salt']);
    const items = (await call(cook, 'GET', '/api/pantry')).json().items as Array<Item & { id: number; amount: number | null }>;
    expect(items.filter((item) => item.name.toLowerCase() === 'rice')).toEqual([
      expect.objectContaining({ id: rice.id, amount: 1, always: true }),
    ]);
    expect((await staplesOf(cook)).sort()).toEqual(['olive oil', 'rice', 'salt']);
  });

  it('using up an "always have" item takes it off the staples', async () => {
    const cook = await signUpUser(app);
    const salt = ((await call(cook, 'GET', '/api/pantry')).json().items as Array<Item & { id: number }>).find(
      (item) => item.name === 'salt',
    )!;
    expect((await call(cook, 'DELETE', `/api/pantry/${salt.id}`)).statusCode).toBe(204);
    expect((await staplesOf(cook)).sort()).toEqual(['oil', 'pepper', 'water']);
  });
});
