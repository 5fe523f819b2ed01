import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * A dish's public link (docs/decisions/0066-public-links.md). The token is derived from the
 * server's secret and the row's nonce, so the owner can read the address again while the
 * database alone (a backup, a copy) holds only its hash. One link per dish; revoking deletes
 * the row, so the address stops working at once on every process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dish_share_links'))
    .addColumn('dish_id', 'integer', (col) => col.notNull().unique().references('dishes.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('indexable', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
