import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../testing/fake-api';
import { outboxOf } from './outbox';
import { flushOutbox } from './sync';

const milk: ShoppingListItem = {
  id: 5,
  name: 'milk',
  quantity: 2,
  unit: 'cup',
  aisle: 'Dairy & Eggs',
  checked: false,
  version: 1,
  sources: [],
};
const list: ShoppingList = { id: 1, hearth_id: null, name: 'My list', items: [milk] };
let users = 0;

/** A cook with the list cached, as the list screen leaves it. */
async function cookWithList() {
  users += 1;
  const userId = `cook-${users}`;
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.shoppingLists.detail(1), list);
  const outbox = outboxOf(userId);
  await outbox.ready;
  return { userId, queryClient, outbox, cached: () => queryClient.getQueryData<ShoppingList>(queryKeys.shoppingLists.detail(1))! };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('flushOutbox', () => {
  it('sends a check-off with the version it was made on and keeps the answer', async () => {
    const { userId, queryClient, outbox, cached } = await cookWithList();
    const api = fakeApi({ 'PATCH /shopping-lists/1/items/5': { body: { ...milk, checked: true, version: 2 } } });
    await outbox.add({ kind: 'update', listId: 1, itemId: 5, version: 1, changes: { checked: true } });
    await flushOutbox(queryClient, userId);
    expect(api.calls).toEqual([{ method: 'PATCH', path: '/shopping-lists/1/items/5', body: { checked: true, version: 1 } }]);
    expect(cached().items).toEqual([{ ...milk, checked: true, version: 2 }]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('shows the item as the server has it when the change clashed (409), and waits no more', async () => {
    const { userId, queryClient, outbox, cached } = await cookWithList();
    const theirs = { ...milk, quantity: 4, version: 3 };
    fakeApi({ 'PATCH /shopping-lists/1/items/5': { status: 409, body: { code: 'ITEM_CHANGED', message: 'changed', item: theirs } } });
    await outbox.add({ kind: 'update', listId: 1, itemId: 5, version: 1, changes: { quantity: 1 } });
    await flushOutbox(queryClient, userId);
    expect(cached().items).toEqual([theirs]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('takes an item removed meanwhile (404) off the list', async () => {
    const { userId, queryClient, outbox, cached } = await cookWithList();
    fakeApi({ 'PATCH /shopping-lists/1/items/5': { status: 404, body: { code: 'ITEM_NOT_FOUND', message: 'gone' } } });
    await outbox.add({ kind: 'update', listId: 1, itemId: 5, version: 1, changes: { checked: true } });
    await flushOutbox(queryClient, userId);
    expect(cached().items).toEqual([]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps every change when the connection fails, to send them later in order', async () => {
    const { userId, queryClient, outbox } = await cookWithList();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await outbox.add({ kind: 'update', listId: 1, itemId: 5, version: 1, changes: { checked: true } });
    await outbox.add({ kind: 'add', listId: 1, text: 'paper towels' });
    await flushOutbox(queryClient, userId);
    expect(outbox.snapshot().map((change) => change.kind)).toEqual(['update', 'add']);

    const api = fakeApi({
      'PATCH /shopping-lists/1/items/5': { body: { ...milk, checked: true, version: 2 } },
      'POST /shopping-lists/1/items': { body: { ...list, items: [{ ...milk, checked: true, version: 2 }] } },
    });
    await flushOutbox(queryClient, userId);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /shopping-lists/1/items/5',
      'POST /shopping-lists/1/items',
    ]);
    expect(outbox.snapshot()).toEqual([]);
  });
});
