import type { Kysely } from 'kysely';
import { binaryColumnType, userReference } from '../dialect.js';

/**
 * Pictures uploaded with a photo, kept in the database so app servers stay stateless and
 * backups include them. The id is random text: it is the only thing that names a picture
 * in a dish's imageUrl, so it must not be guessable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', userReference)
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('bytes', binaryColumnType(db), (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Deleting a user cascades to their pictures; PostgreSQL needs the index to find them.
  await db.schema.createIndex('images_owner_id').on('images').column('owner_id').execute();
}
