import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export interface StoredShareLink {
  dishId: number;
  nonce: string;
  indexable: boolean;
  createdAt: string;
}

const COLUMNS = ['dish_id', 'nonce', 'indexable', 'created_at'] as const;

function fromRow(row: { dish_id: number; nonce: string; indexable: number; created_at: string }): StoredShareLink {
  return { dishId: row.dish_id, nonce: row.nonce, indexable: row.indexable === 1, createdAt: row.created_at };
}

export async function findShareLinkOfDish(db: Db, dishId: number): Promise<StoredShareLink | undefined> {
  const row = await db.selectFrom('dish_share_links').select(COLUMNS).where('dish_id', '=', dishId).executeTakeFirst();
  return row && fromRow(row);
}

export async function findShareLinkByTokenHash(db: Db, tokenHash: string): Promise<StoredShareLink | undefined> {
  const row = await db.selectFrom('dish_share_links').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && fromRow(row);
}

/**
 * The dish's link, made now unless it has one; `indexable` is saved either way. Two owners'
 * tabs making it at once both end with the one link the unique dish_id kept.
 */
export async function saveShareLink(
  db: Db,
  link: { dishId: number; nonce: string; tokenHash: string; indexable: boolean },
): Promise<StoredShareLink> {
  await db
    .insertInto('dish_share_links')
    .values({
      dish_id: link.dishId,
      nonce: link.nonce,
      token_hash: link.tokenHash,
      indexable: link.indexable ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('dish_id').doUpdateSet({ indexable: link.indexable ? 1 : 0 }))
    .execute();
  const saved = await findShareLinkOfDish(db, link.dishId);
  if (!saved) throw new Error(`The share link of dish ${link.dishId} was not saved`);
  return saved;
}

/** Answers whether the dish had a link to revoke. */
export async function deleteShareLink(db: Db, dishId: number): Promise<boolean> {
  const result = await db.deleteFrom('dish_share_links').where('dish_id', '=', dishId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
