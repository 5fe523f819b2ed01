import type { Kysely } from 'kysely';

/**
 * Instacart shopping-list pages already made, keyed by a hash of the list, so asking for the
 * same list again reuses its page on every app instance instead of creating another one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shopping_links')
    .addColumn('request_hash', 'text', (col) => col.primaryKey())
    .addColumn('products_link_url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // Expired links are swept on each insert; the index keeps that sweep cheap.
  await db.schema.createIndex('shopping_links_expires_at').on('shopping_links').column('expires_at').execute();
}
