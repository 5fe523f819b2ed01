import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * Settings' "What I check off" (docs/product.md#pantry): with "Put it in the pantry at once",
 * checking an item off the shopping list puts it in the pantry of the list's owner, and
 * unticking it takes it out again; with the default ("Ask me"), the pantry is left alone.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

async function choose(cook: TestUser, choice: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/update-user', headers: cook.headers, payload: { put_in_pantry: choice } });
}

async function listWith(cook: TestUser, text: string, hearthId: number | null = null) {
  const lists = (await call(cook, 'GET', '/api/shopping-lists')).json() as Array<{ id: number; hearth_id: number | null }>;
  const listId = lists.find((list) => list.hearth_id === hearthId)!.id;
  const list = (await call(cook, 'POST', `/api/shopping-lists/${listId}/items`, { text })).json();
  const item = list.items.find((entry: { name: string }) => text.endsWith(entry.name));
  return { listId, item: item as { id: number; version: number } };
}

async function tick(cook: TestUser, listId: number, item: { id: number; version: number }, checked: boolean) {
  const response = await call(cook, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, { checked, version: item.version });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; version: number };
}

async function pantryOf(cook: TestUser, hearthId?: number) {
  const url = hearthId === undefined ? '/api/pantry' : `/api/pantry?hearth_id=${hearthId}`;
  // Without the staples every new pantry starts with ("always have").
  return ((await call(cook, 'GET', url)).json().items as Array<{ name: string; amount: number | null; unit: string; always: boolean }>)
    .filter((item) => !item.always)
    .map(({ name, amount, unit }) => ({ name, amount, unit }));
}

describe('"What I check off" (a user field of the auth service)', () => {
  it('starts as "ask" and leaves the pantry alone when an item is checked off', async () => {
    const cook = await signUpUser(app);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cook.headers });
    expect(session.json().user.put_in_pantry).toBe('ask');
    const { listId, item } = await listWith(cook, '2 cups milk');
    await tick(cook, listId, item, true);
    expect(await pantryOf(cook)).toEqual([]);
  });

  it('refuses a word it does not know with 400 and keeps the choice', async () => {
    const cook = await signUpUser(app);
    expect((await choose(cook, 'always')).statusCode).toBe(200);
    for (const bad of ['sometimes', '', 1, null]) {
      const response = await choose(cook, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^put_in_pantry: /);
    }
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cook.headers });
    expect(session.json().user.put_in_pantry).toBe('always');
  });

  it('with "always", puts what is checked off in the own pantry with its amount, and takes it out when unticked', async () => {
    const cook = await signUpUser(app);
    await choose(cook, 'always');
    await call(cook, 'POST', '/api/pantry', { line: '1 cup milk' });
    const { listId, item } = await listWith(cook, '2 cups milk');

    const ticked = await tick(cook, listId, item, true);
    expect(await pantryOf(cook)).toEqual([
      { name: 'milk', amount: 1, unit: 'cup' },
      { name: 'milk', amount: 2, unit: 'cup' },
    ]);
    // Sending the same check-off again (a retry from an offline queue) changes nothing.
    const again = await call(cook, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, { checked: true, version: item.version });
    expect(again.statusCode).toBe(200);
    expect(await pantryOf(cook)).toHaveLength(2);

    await tick(cook, listId, ticked, false);
    // Two cups come out again: the first item's one, and one of the second's two.
    expect(await pantryOf(cook)).toEqual([{ name: 'milk', amount: 1, unit: 'cup' }]);
  });

  it("puts a hearth's list into the hearth's pantry, by the choice of whoever checks it off", async () => {
    const { owner, member, hearthId } = await household();
    await choose(member, 'always');
    const { listId, item } = await listWith(owner, 'bananas', hearthId);

    await tick(member, listId, item, true);
    expect(await pantryOf(owner, hearthId)).toEqual([{ name: 'bananas', amount: null, unit: '' }]);
    expect(await pantryOf(member)).toEqual([]);
  });

  it('leaves the pantry alone when only the name or amount of an item changes', async () => {
    const cook = await signUpUser(app);
    await choose(cook, 'always');
    const { listId, item } = await listWith(cook, '3 lemons');
    const renamed = await call(cook, 'PATCH', `/api/shopping-lists/${listId}/items/${item.id}`, { name: 'limes', version: item.version });
    expect(renamed.statusCode).toBe(200);
    expect(await pantryOf(cook)).toEqual([]);
  });
});
