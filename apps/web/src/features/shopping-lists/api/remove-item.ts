import { api } from '../../../lib/api-client';

/** Takes an item off a list; sent by the outbox (offline/sync.ts). */
export function removeItem(listId: number, itemId: number): Promise<void> {
  return api<void>(`/shopping-lists/${listId}/items/${itemId}`, { method: 'DELETE' });
}
