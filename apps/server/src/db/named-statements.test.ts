import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestAppForFile } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';

const app = await buildTestAppForFile();
// A table of the test's own, outside the app's schema.
const db = app.db as unknown as Kysely<any>;
const PARALLEL = 12;

const readProbe = () => db.selectFrom('probe').selectAll().where('id', '=', 1).execute();
/** Enough reads at once to reach every connection of the pool. */
const readOnEveryConnection = () => Promise.all(Array.from({ length: PARALLEL }, readProbe));

describe('statements on a database connection', () => {
  it('are kept prepared on PostgreSQL and still read every column after a migration changed the table', async () => {
    await sql`create table probe (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('probe').values({ id: 1, name: 'soup' }).execute();
    for (const rows of await readOnEveryConnection()) expect(rows).toEqual([{ id: 1, name: 'soup' }]);

    if (testDatabaseKind === 'postgres') {
      // The connection that ran the read keeps it parsed and planned under a name.
      const prepared = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('probe').selectAll().where('id', '=', 1).execute();
        return sql<{ name: string }>`select name from pg_prepared_statements where statement like ${'%"probe"%'}`.execute(trx);
      });
      expect(prepared.rows).toHaveLength(1);
    }

    // Every connection prepared `select *` with two columns; now there are three.
    await sql`alter table probe add column note text`.execute(db);
    await db.updateTable('probe').set({ note: 'salted' }).where('id', '=', 1).execute();
    for (const rows of await readOnEveryConnection()) expect(rows).toEqual([{ id: 1, name: 'soup', note: 'salted' }]);
    for (const rows of await readOnEveryConnection()) expect(rows).toEqual([{ id: 1, name: 'soup', note: 'salted' }]);
  });
});
