import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * A hearth's cookbook: the dishes their owners shared into it. The id only ever grows (never
 * reused), so the cookbook's fingerprint (how many shares, the newest id) changes with every
 * share and unshare. The owner is kept beside the dish so that the share belongs to their
 * membership: when they leave or are removed, or the hearth goes, their shares go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dish_shares'))
    .addColumn('dish_id', 'integer', (col) => col.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('hearth_id', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('shared_at', 'text', (col) => col.notNull())
    .addForeignKeyConstraint('dish_shares_membership_fk', ['hearth_id', 'owner_id'], 'hearth_members', ['hearth_id', 'user_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('dish_shares_dish_hearth_idx').unique().on('dish_shares').columns(['dish_id', 'hearth_id']).execute();
  await db.schema.createIndex('dish_shares_hearth_idx').on('dish_shares').columns(['hearth_id', 'dish_id']).execute();
  await db.schema.createIndex('dish_shares_membership_idx').on('dish_shares').columns(['hearth_id', 'owner_id']).execute();
}
