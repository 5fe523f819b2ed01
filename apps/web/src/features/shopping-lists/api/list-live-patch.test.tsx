import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@hearth/shared/live-events';
import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import { applyLiveEvent, useLiveEvents } from '../../../lib/live-events';
import { TAB_ID } from '../../../lib/live-origin';
import { queryKeys } from '../../../lib/query-keys';
import { patchListFromEvent } from './list-live-patch';

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
const eggs: ShoppingListItem = { ...milk, id: 6, name: 'eggs', unit: '' };
const list: ShoppingList = { id: 1, hearth_id: 7, name: 'Home', items: [milk, eggs] };
const key = queryKeys.shoppingLists.detail(1);
const patches = {
  shoppingList: (queryClient: QueryClient, event: Extract<LiveEvent, { type: 'shopping-list.changed' }>) =>
    patchListFromEvent(queryClient, 'cook-1', event),
};

function cached() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, list);
  return {
    queryClient,
    items: () => queryClient.getQueryData<ShoppingList>(key)!.items,
    stale: () => queryClient.getQueryState(key)!.isInvalidated,
  };
}

const changed = (item: ShoppingListItem, origin?: string): LiveEvent => ({
  type: 'shopping-list.changed',
  list_id: 1,
  hearth_id: 7,
  item,
  ...(origin ? { origin } : {}),
});

describe('a list event from another page', () => {
  it('patches the checked-off item into the cached list without reading the list again', () => {
    const { queryClient, items, stale } = cached();
    applyLiveEvent(queryClient, changed({ ...milk, checked: true, version: 2 }), patches);
    expect(items()).toEqual([{ ...milk, checked: true, version: 2 }, eggs]);
    expect(stale()).toBe(false);
  });

  it('takes a removed item out, and ignores an item the copy already has at that version', () => {
    const { queryClient, items, stale } = cached();
    applyLiveEvent(queryClient, { type: 'shopping-list.changed', list_id: 1, hearth_id: 7, removed_item_id: 6 }, patches);
    applyLiveEvent(queryClient, changed({ ...milk, name: 'old milk', version: 1 }), patches);
    expect(items()).toEqual([milk]);
    expect(stale()).toBe(false);
  });

  it.each([
    ['a version gap', changed({ ...milk, checked: true, version: 3 })],
    ['an item this copy never had', changed({ ...milk, id: 99, version: 2 })],
    ['items added (no item named)', { type: 'shopping-list.changed', list_id: 1, hearth_id: 7 } as LiveEvent],
  ])('reads the list again after %s, leaving the copy as it was', (_, event) => {
    const { queryClient, items, stale } = cached();
    applyLiveEvent(queryClient, event, patches);
    expect(items()).toEqual([milk, eggs]);
    expect(stale()).toBe(true);
  });
});

describe("this tab's own change coming back", () => {
  it('is skipped: the list keeps the answer already cached, and nothing is read again', () => {
    const { queryClient, items, stale } = cached();
    applyLiveEvent(queryClient, changed({ ...milk, checked: true, version: 2 }, TAB_ID), patches);
    applyLiveEvent(queryClient, { type: 'shopping-list.changed', list_id: 1, hearth_id: 7, origin: TAB_ID }, patches);
    expect(items()).toEqual([milk, eggs]);
    expect(stale()).toBe(false);
  });

  it("is skipped for a meal too, while another tab's meal change marks the timeline stale", () => {
    const queryClient = new QueryClient();
    const window = queryKeys.meals.window(null, '2026-11-23');
    queryClient.setQueryData(window, []);
    applyLiveEvent(queryClient, { type: 'meal.changed', meal_id: 3, hearth_id: null, change: 'created', origin: TAB_ID });
    expect(queryClient.getQueryState(window)!.isInvalidated).toBe(false);
    applyLiveEvent(queryClient, { type: 'meal.changed', meal_id: 3, hearth_id: null, change: 'created', origin: 'another-tab-0001' });
    expect(queryClient.getQueryState(window)!.isInvalidated).toBe(true);
  });
});

/** The browser's EventSource, as far as the hook uses it: the test sends it messages. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLiveEvents', () => {
  it("patches other pages' changes from the stream and skips this tab's echo", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { queryClient, items, stale } = cached();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveEvents(true, patches), { wrapper });
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe('/api/events');
    act(() => stream.send(changed({ ...eggs, checked: true, version: 2 })));
    act(() => stream.send(changed({ ...milk, name: 'echo', version: 2 }, TAB_ID)));
    expect(items()).toEqual([milk, { ...eggs, checked: true, version: 2 }]);
    expect(stale()).toBe(false);
  });
});
