import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * Tables whose rows are bookkeeping rather than the household's data: attempt counters and
 * the live-events outbox (swept on its own clock). Everything else must come back from a
 * backup exactly.
 */
const BOOKKEEPING = new Set(['rate_limits', 'live_events']);

/** Every row of every table of an SQLite file, as a hash per table (rows in a stable order). */
export function sqliteFingerprint(file: string): Record<string, string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (
      db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{
        name: string;
      }>
    )
      .map((row) => row.name)
      .filter((name) => !BOOKKEEPING.has(name));
    return Object.fromEntries(
      tables.map((table) => {
        const rows = db.prepare(`select * from "${table}"`).all() as Array<Record<string, unknown>>;
        const lines = rows
          .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)))
          .sort();
        return [table, `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`];
      }),
    );
  } finally {
    db.close();
  }
}
