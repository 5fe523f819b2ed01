// A real IndexedDB (in memory) before the outbox's storage opens, so its writes take their own time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { outboxOf } from './outbox';

describe('Outbox with its IndexedDB copy', () => {
  it('never shows a change again once it is done, though its own write ends later', async () => {
    const outbox = outboxOf('cook-with-storage');
    await outbox.ready;
    const shown: string[][] = [];
    outbox.subscribe(() => shown.push(outbox.snapshot().map((change) => change.kind)));

    // An item added with signal is answered before its write to IndexedDB has ended.
    const adding = outbox.add({ kind: 'add', listId: 1, text: '2 lemons' });
    const [added] = outbox.snapshot();
    const answered = outbox.done(added!.id);
    await Promise.all([adding, answered]);

    expect(shown[0]).toEqual(['add']);
    expect(shown.slice(1)).not.toContainEqual(['add']);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps what another tab queued, read back from the stored queue', async () => {
    const outbox = outboxOf('cook-with-two-tabs');
    await outbox.ready;
    const otherTab = new (outbox.constructor as new (userId: string) => typeof outbox)('cook-with-two-tabs');
    await otherTab.ready;

    await otherTab.add({ kind: 'add', listId: 1, text: 'paper towels' });
    await outbox.add({ kind: 'add', listId: 1, text: '2 lemons' });

    expect(outbox.snapshot().map((change) => change.kind === 'add' && change.text)).toEqual(['paper towels', '2 lemons']);
  });
});
