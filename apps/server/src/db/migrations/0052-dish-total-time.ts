import type { Kysely } from 'kysely';

/** A dish's total time, as its recipe gives it, apart from its prep and cook times (null when it gives none). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dishes').addColumn('total_time', 'integer').execute();
}
