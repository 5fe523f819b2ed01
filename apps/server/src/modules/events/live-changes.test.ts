import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import { type EventStreamReader, openEventStream } from '../../../test/event-stream.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestApp, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

const DATABASE_URL = await sharedDatabaseUrl();
/** Two server processes on one database: the change is made on one, heard on the other. */
const one = await buildTestApp({ DATABASE_URL });
const two = await buildTestApp({ DATABASE_URL });
afterAll(async () => {
  await one.close();
  await two.close();
});
const calls = listCalls(() => one);
const hearths = hearthCalls(() => one);

const opened: EventStreamReader[] = [];
afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});

async function listen(app: typeof one, user: TestUser): Promise<EventStreamReader> {
  const { status, events } = await openEventStream(app, user.headers);
  expect(status).toBe(200);
  opened.push(events);
  await events.nextOf('connected');
  return events;
}

const FOODS =
  'milk flour sugar butter eggs rice beans lentils oats honey salt pepper basil thyme garlic onion carrot potato apple lemon lime pear plum grape tomato cucumber spinach kale leek celery'.split(
    ' ',
  );

/** A household's list of 30 items, as the figures in the decision record were taken on. */
async function householdList() {
  const household = await hearths.household();
  const listId = await calls.listId(household.owner, household.hearthId);
  let list: ShoppingList | undefined;
  for (const food of FOODS) list = await calls.addOk(household.owner, listId, { text: `2 cups ${food}` });
  return { ...household, listId, items: list!.items };
}

const TAB = { 'x-hearth-tab': 'tab-of-the-owner-1' };

/** Statements and bytes per check-off; the decision record on live changes quotes them. */
describe('a check-off on the live streams of two processes', () => {
  it('carries the item as it now is, with its version and the tab it came from, in a few statements', async () => {
    const { owner, member, hearthId, listId, items } = await householdList();
    const events = await listen(two, member);
    const item = items[3]!;
    const before = one.statementCount();
    const response = await calls.call(
      owner,
      'PATCH',
      `/api/shopping-lists/${listId}/items/${item.id}`,
      { checked: true, version: item.version },
      TAB,
    );
    const statements = one.statementCount() - before;
    expect(response.statusCode).toBe(200);
    const checked: ShoppingListItem = { ...item, checked: true, version: item.version + 1 };
    expect(response.json()).toEqual(checked);

    const event = await events.nextOf('shopping-list.changed');
    expect(event.data).toEqual({
      type: 'shopping-list.changed',
      list_id: listId,
      hearth_id: hearthId,
      item: checked,
      origin: TAB['x-hearth-tab'],
    });
    // The session, the list with the cook's role, the item, the change read back, the pantry
    // choice, the event (and its NOTIFY on PostgreSQL). It was 8 (9) before RETURNING and the
    // list and role were read together. The other page patches the item instead of reading
    // the 30-item list again (4 statements and 3.3 KB each).
    expect(statements).toBeLessThanOrEqual(one.config.database.kind === 'postgres' ? 7 : 6);
    expect(JSON.stringify(event.data).length).toBeLessThan(400);
  });

  it('names the removed item, and leaves the origin out when the tab sent none or a malformed one', async () => {
    const { owner, member, hearthId, listId, items } = await householdList();
    const events = await listen(two, member);
    const [first, second] = items;
    const edit = await calls.call(
      owner,
      'PATCH',
      `/api/shopping-lists/${listId}/items/${first!.id}`,
      { quantity: 5, version: 1 },
      {
        'x-hearth-tab': 'no spaces allowed',
      },
    );
    expect(edit.statusCode).toBe(200);
    expect((await events.next()).data).toEqual({ type: 'shopping-list.changed', list_id: listId, hearth_id: hearthId, item: edit.json() });

    const removed = await calls.call(owner, 'DELETE', `/api/shopping-lists/${listId}/items/${second!.id}`, undefined, TAB);
    expect(removed.statusCode).toBe(204);
    expect((await events.next()).data).toEqual({
      type: 'shopping-list.changed',
      list_id: listId,
      hearth_id: hearthId,
      removed_item_id: second!.id,
      origin: TAB['x-hearth-tab'],
    });
  });

  it('sends nothing for a change that clashed or changed nothing, and a bare event when items were added', async () => {
    const { owner, member, hearthId, listId, items } = await householdList();
    const events = await listen(two, member);
    const item = items[0]!;
    expect((await calls.patch(owner, listId, item.id, { quantity: item.quantity, version: item.version })).statusCode).toBe(200);
    expect((await calls.patch(owner, listId, item.id, { checked: true, version: item.version })).statusCode).toBe(200);
    expect((await calls.patch(owner, listId, item.id, { checked: false, version: item.version })).statusCode).toBe(409);
    await calls.addOk(owner, listId, { text: 'bread' });
    const received = [(await events.next()).data, (await events.next()).data];
    expect(received).toEqual([
      { type: 'shopping-list.changed', list_id: listId, hearth_id: hearthId, item: { ...item, checked: true, version: item.version + 1 } },
      { type: 'shopping-list.changed', list_id: listId, hearth_id: hearthId },
    ]);
  });
});

describe('a meal change on the live streams of two processes', () => {
  it('names the tab it came from, and carries no meal: each member reads it as theirs', async () => {
    const { owner, member, hearthId } = await hearths.household();
    const events = await listen(two, member);
    const planned = await calls.call(
      owner,
      'POST',
      '/api/meals',
      { date: '2026-11-24T12:00:00.000Z', meal_type: 'Dinner', dish_id: null, hearth_id: hearthId },
      TAB,
    );
    expect(planned.statusCode).toBe(201);
    const mealId = planned.json().id;
    expect((await events.next()).data).toEqual({
      type: 'meal.changed',
      meal_id: mealId,
      hearth_id: hearthId,
      change: 'created',
      origin: TAB['x-hearth-tab'],
    });
    expect((await calls.call(owner, 'DELETE', `/api/meals/${mealId}`)).statusCode).toBe(204);
    expect((await events.next()).data).toEqual({
      type: 'meal.changed',
      meal_id: mealId,
      hearth_id: hearthId,
      change: 'deleted',
      only_this: true,
    });
  });

  it('says a deletion took one meal alone only when it did, not for the rest of a series', async () => {
    const { owner, member, hearthId } = await hearths.household();
    const planned = await calls.call(owner, 'POST', '/api/meals', {
      date: '2026-11-24T12:00:00.000Z',
      meal_type: 'Dinner',
      dish_id: null,
      hearth_id: hearthId,
      repeat: { every_weeks: 1, until: '2026-12-15' },
    });
    expect(planned.statusCode).toBe(201);
    const events = await listen(two, member);
    expect((await calls.call(owner, 'DELETE', `/api/meals/${planned.json().id}?scope=following`)).statusCode).toBe(204);
    expect((await events.next()).data).toEqual({
      type: 'meal.changed',
      meal_id: planned.json().id,
      hearth_id: hearthId,
      change: 'deleted',
    });
  });
});
