import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface ShoppingLink {
  requestHash: string;
  productsLinkUrl: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The page made for this list, if it stays alive past `aliveUntil`. */
export async function findShoppingLink(db: Executor, requestHash: string, aliveUntil: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('shopping_links')
    .select('products_link_url')
    .where('request_hash', '=', requestHash)
    .where('expires_at', '>', aliveUntil.toISOString())
    .executeTakeFirst();
  return row?.products_link_url;
}

/**
 * Keeps a new page for its list. Two instances making the same list at once both succeed;
 * the later page replaces the earlier one. Links already expired are swept out on the way.
 */
export async function saveShoppingLink(db: Executor, link: ShoppingLink): Promise<void> {
  const row = {
    products_link_url: link.productsLinkUrl,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
  };
  await db
    .insertInto('shopping_links')
    .values({ request_hash: link.requestHash, ...row })
    .onConflict((conflict) => conflict.column('request_hash').doUpdateSet(row))
    .execute();
  await db.deleteFrom('shopping_links').where('expires_at', '<=', link.createdAt.toISOString()).execute();
}
