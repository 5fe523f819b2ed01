import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('hearths'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('creator_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('hearth_members')
    .addColumn('hearth_id', 'integer', (col) => col.notNull().references('hearths.id').onDelete('cascade'))
    .addColumn('user_id', 'text', userReference)
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('hearth_members_pk', ['hearth_id', 'user_id'])
    .execute();
  await db.schema.createIndex('hearth_members_user_idx').on('hearth_members').column('user_id').execute();

  await db.schema
    .createTable('hearth_invites')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('hearth_id', 'integer', (col) => col.notNull().references('hearths.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', userReference)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  // A deleted hearth leaves its meals with the people who planned them.
  await db.schema
    .alterTable('meals')
    .addColumn('hearth_id', 'integer', (col) => col.references('hearths.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('meals_hearth_date_idx').on('meals').columns(['hearth_id', 'date']).execute();
}
