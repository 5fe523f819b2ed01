import { describe, expect, it } from 'vitest';
import type { ShoppingList } from '@hearth/shared/shopping-lists';
import { type PendingChange, enqueue } from './outbox';
import { applyPending } from './pending-view';

const update = (id: string, itemId: number, changes: object, version = 1): PendingChange => ({
  id,
  listId: 1,
  kind: 'update',
  itemId,
  version,
  changes,
});

describe('enqueue', () => {
  it('folds changes to one item into the change already waiting, keeping its version', () => {
    const queue = enqueue([update('a', 5, { checked: true })], update('b', 5, { checked: false, name: 'oat milk' }, 2), undefined);
    expect(queue).toEqual([update('a', 5, { checked: false, name: 'oat milk' })]);
  });

  it('leaves the change being sent alone and queues the new one after it', () => {
    const queue = enqueue([update('a', 5, { checked: true })], update('b', 5, { quantity: 2 }), 'a');
    expect(queue.map((change) => change.id)).toEqual(['a', 'b']);
  });

  it('drops what waited for an item that is then removed', () => {
    const queue = enqueue(
      [update('a', 5, { checked: true }), update('c', 6, { checked: true })],
      { id: 'b', listId: 1, kind: 'remove', itemId: 5 },
      undefined,
    );
    expect(queue.map((change) => change.id)).toEqual(['c', 'b']);
  });

  it('ignores a change to an item waiting to be removed', () => {
    const queue = enqueue([{ id: 'a', listId: 1, kind: 'remove', itemId: 5 }], update('b', 5, { checked: true }), undefined);
    expect(queue.map((change) => change.id)).toEqual(['a']);
  });
});

describe('applyPending', () => {
  const list: ShoppingList = {
    id: 1,
    hearth_id: null,
    name: 'My list',
    items: [
      { id: 5, name: 'milk', quantity: 2, unit: 'cup', aisle: 'Dairy & Eggs', checked: false, version: 1, sources: [] },
      { id: 6, name: 'eggs', quantity: 6, unit: '', aisle: 'Dairy & Eggs', checked: false, version: 3, sources: [] },
    ],
  };

  it('shows the server list with unsent changes on top, and lines written offline as written', () => {
    const shown = applyPending(list, [
      update('a', 5, { checked: true }),
      { id: 'b', listId: 1, kind: 'remove', itemId: 6 },
      { id: 'c', listId: 1, kind: 'add', text: 'paper towels' },
      { id: 'd', listId: 2, kind: 'add', text: 'on another list' },
    ]);
    expect(shown.map(({ name, checked, waiting, provisionalId }) => ({ name, checked, waiting, provisionalId }))).toEqual([
      { name: 'milk', checked: true, waiting: true, provisionalId: undefined },
      { name: 'paper towels', checked: false, waiting: true, provisionalId: 'c' },
    ]);
  });

  it('keeps the item the server sent where nothing waits on it, so only changed rows are drawn again', () => {
    expect(applyPending(list, [{ id: 'd', listId: 2, kind: 'add', text: 'on another list' }])).toBe(list.items);
    const shown = applyPending(list, [update('a', 5, { checked: true })]);
    expect(shown[0]).not.toBe(list.items[0]);
    expect(shown[1]).toBe(list.items[1]);
    expect(shown[1]?.waiting).toBeFalsy();
  });
});
