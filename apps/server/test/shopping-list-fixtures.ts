import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ShoppingList, ShoppingListItem, ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { type Household, hearthCalls } from './hearth-fixtures.js';
import type { TestUser } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests the shopping-list suites make as a test user. `app` is read on each call, so a
 * suite can build its app first.
 */
export function listCalls(app: () => FastifyInstance) {
  function call(user: TestUser | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    return app().inject({ method, url, headers: { ...(user?.headers ?? {}), ...headers }, payload });
  }

  async function lists(user: TestUser): Promise<ShoppingListSummary[]> {
    const response = await call(user, 'GET', '/api/shopping-lists');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The id of the cook's own list, or of a hearth's when given. */
  async function listId(user: TestUser, hearthId: number | null = null): Promise<number> {
    const found = (await lists(user)).find((list) => list.hearth_id === hearthId);
    if (!found) throw new Error(`no list for hearth ${hearthId}`);
    return found.id;
  }

  function add(user: TestUser, id: number, body: object, headers: Record<string, string> = {}) {
    return call(user, 'POST', `/api/shopping-lists/${id}/items`, body, headers);
  }

  async function addOk(user: TestUser, id: number, body: object): Promise<ShoppingList> {
    const response = await add(user, id, body);
    if (response.statusCode !== 200) throw new Error(`adding failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function items(user: TestUser, id: number): Promise<ShoppingListItem[]> {
    const response = await call(user, 'GET', `/api/shopping-lists/${id}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as ShoppingList).items;
  }

  function patch(user: TestUser, id: number, itemId: number, body: object) {
    return call(user, 'PATCH', `/api/shopping-lists/${id}/items/${itemId}`, body);
  }

  async function createDish(user: TestUser, dishName: string, ingredients: object[], extra: object = {}): Promise<number> {
    const response = await call(user, 'POST', '/api/dishes', { dishName, ingredients, ...extra });
    if (response.statusCode !== 201) throw new Error(`dish failed: ${response.body}`);
    return response.json().id;
  }

  async function planMeal(user: TestUser, date: string, dishId: number | null, hearthId?: number): Promise<number> {
    const response = await call(user, 'POST', '/api/meals', {
      date,
      meal_type: 'Dinner',
      dish_id: dishId,
      ...(hearthId ? { hearth_id: hearthId } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`meal failed: ${response.body}`);
    return response.json().id;
  }

  return { call, lists, listId, add, addOk, items, patch, createDish, planMeal };
}

/** Items as [name, quantity, unit], the way the merging table writes them. */
export function amounts(items: readonly ShoppingListItem[]): Array<[string, number, string]> {
  return items.map((item) => [item.name, item.quantity, item.unit]);
}

/**
 * One household (owner, member, viewer) and the id of its hearth's list, made once before the
 * file's tests; the list is first asked for by `asker`. Filled in by beforeAll, so read it in tests.
 */
export function householdWithListForFile(app: () => FastifyInstance, asker: 'owner' | 'member'): Household & { listId: number } {
  const household = {} as Household & { listId: number };
  beforeAll(async () => {
    Object.assign(household, await hearthCalls(app).household());
    household.listId = await listCalls(app).listId(household[asker], household.hearthId);
  });
  return household;
}
