import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppForFile } from '../../test/test-app.js';
import { testDatabaseKind } from '../../test/test-database.js';

const app = await buildTestAppForFile();
// A table of the test's own, outside the app's schema.
const db = app.db as unknown as Kysely<any>;

const countNotes = async (handle: Kysely<any> = db) =>
  Number(
    (
      await handle
        .selectFrom('note')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The backend serving a statement outside any transaction (PostgreSQL only). */
const backendPid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

beforeAll(async () => {
  await sql`create table note (id integer primary key, text text not null)`.execute(db);
});

describe('statements on the database (db/pipelined-pool.ts on PostgreSQL)', () => {
  it('answer each of many sent at once, and one that fails fails alone', async () => {
    const reads = Array.from({ length: 40 }, (_, index) => sql<{ n: number }>`select ${index} + 1 as n`.execute(db));
    const failing = sql`select * from no_such_table`.execute(db);
    const [answers, failed] = await Promise.all([
      Promise.allSettled(reads),
      failing.then(
        () => 'answered',
        () => 'failed',
      ),
    ]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? Number(answer.value.rows[0]!.n) : null))).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(failed).toBe('failed');
    expect(await countNotes()).toBe(0);
  });

  it('keep a transaction to its own connection: unseen outside until it commits, gone when it rolls back', async () => {
    const written = db.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ id: 1, text: 'kept' }).execute();
      // Outside the transaction, and meanwhile: the row is not there yet. (SQLite has one
      // connection: a statement outside would wait for the transaction to end.)
      if (testDatabaseKind === 'postgres') expect(await countNotes()).toBe(0);
      expect(await countNotes(trx)).toBe(1);
    });
    await written;
    expect(await countNotes()).toBe(1);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ id: 2, text: 'dropped' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countNotes()).toBe(1);
    // Statements outside transactions never joined the rolled-back one.
    expect(await db.selectFrom('note').select('text').execute()).toEqual([{ text: 'kept' }]);
  });

  it('open a new connection when a shared one is lost', async () => {
    if (testDatabaseKind !== 'postgres') {
      // SQLite has no connection to lose; its statements keep answering.
      expect(await countNotes()).toBe(1);
      return;
    }
    const shared = new Set(await Promise.all(Array.from({ length: 8 }, backendPid)));
    // Ended from a transaction's own connection, as an administrator or a restart would.
    await db.transaction().execute(async (trx) => {
      for (const pid of shared) await sql`select pg_terminate_backend(${pid})`.execute(trx);
    });
    await expect.poll(() => countNotes().catch(() => null)).toBe(1);
    const after = await backendPid();
    expect(shared.has(after)).toBe(false);
  });

  it("keep a session's advisory lock to the connection held for it, so it is released there", async () => {
    if (testDatabaseKind !== 'postgres') {
      expect(await countNotes()).toBe(1);
      return;
    }
    // Kysely's migrator does this on every start: lock on a held connection, migrate, unlock.
    await db.connection().execute(async (held) => {
      await sql`select pg_advisory_lock(4242)`.execute(held);
      await held.transaction().execute((trx) => trx.selectFrom('note').selectAll().execute());
      await sql`select pg_advisory_unlock(4242)`.execute(held);
    });
    // Released, so another connection (another process starting) takes it at once.
    const taken = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(4242) as taken`.execute(trx);
      return rows[0]!.taken;
    });
    expect(taken).toBe(true);
  });
});
