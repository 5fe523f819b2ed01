import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

/** A replayed change is recognised for this long (an offline queue may wait days for signal). */
const KEEP_KEYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Records that the change with this Idempotency-Key is being made to the list, in the change's
 * own transaction. Answers false when it was made before: the replay then changes nothing.
 */
export async function claimIdempotencyKey(trx: Transaction<DatabaseSchema>, listId: number, key: string, now: Date): Promise<boolean> {
  const result = await trx
    .insertInto('shopping_list_requests')
    .values({ list_id: listId, idempotency_key: key, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['list_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  const claimed = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  if (claimed && Math.random() < 0.02) {
    await trx
      .deleteFrom('shopping_list_requests')
      .where('created_at', '<', new Date(now.getTime() - KEEP_KEYS_MS).toISOString())
      .execute();
  }
  return claimed;
}
