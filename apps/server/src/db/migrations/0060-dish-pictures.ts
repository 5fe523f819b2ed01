import { type Kysely, sql } from 'kysely';

/**
 * A dish's gallery and its steps' pictures, as JSON text beside its instructions
 * (docs/decisions/0072): `pictures` lists the stored pictures in their order, `step_pictures`
 * the picture of each step by its place ('' for none). A dish's stored picture becomes the
 * first of its gallery, so it stays the cover.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['pictures', 'step_pictures']) {
    await db.schema
      .alterTable('dishes')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  }
  await galleryFromPicture(db);
}

/** Each dish's stored picture as its gallery of one (exported for its test). */
export async function galleryFromPicture(db: Kysely<any>): Promise<void> {
  // A stored picture's id is base64url, so it needs no escaping inside a JSON string.
  await sql`update dishes set pictures = '["' || image_url || '"]' where image_url like '/api/images/%'`.execute(db);
}
