import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { DatabaseSchema } from './schema.js';

export type DialectName = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  /** The raw driver handle, only for the places that must speak the driver's own language. */
  sqlite?: SqliteDatabase.Database;
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we take fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // WAL lets readers run beside the writer; synchronous=FULL makes each committed write
  // survive power loss, which is the promise a 2xx answer makes (docs/decisions/0003).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pgPool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: pgPool }) });
  return { db, dialect: 'postgres', pgPool, close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  return config.kind === 'sqlite' ? openSqlite(config.path) : openPostgres(config.connectionString);
}
