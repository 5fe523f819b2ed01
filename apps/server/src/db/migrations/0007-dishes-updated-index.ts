import type { Kysely } from 'kysely';

/** Lets the dish list's version (newest change per owner) come from the index alone. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('dishes_owner_updated_idx').on('dishes').columns(['owner_id', 'updated_at']).execute();
}
