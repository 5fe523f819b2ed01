import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/**
 * Returns the stored value for `key`, storing `create()` first when there is none.
 * Several servers starting at once all end up with the first value written.
 */
export async function getOrCreateSetting(db: Kysely<DatabaseSchema>, key: string, create: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: create() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
