import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogEvent,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { statementNamer } from './named-statements.js';
import { PipelinedPool } from './pipelined-pool.js';
import type { DatabaseSchema } from './schema.js';

export type DialectName = DatabaseConfig['kind'];

/**
 * The driver's own client, for the one library that talks to the database without Kysely
 * (rate-limiter-flexible's stores, db/rate-limiter.ts).
 */
export type DriverClient = { kind: 'sqlite'; path: string; connection: SqliteDatabase.Database } | { kind: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  driver: DriverClient;
  /** SQL statements run so far; tests and the benchmark read it to bound statements per request. */
  statementCount(): number;
  /** Calls `listener` with each statement's duration in milliseconds (the metrics' database time). */
  onStatement(listener: (durationMs: number) => void): void;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we take fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Kysely's log hook: counts statements, and hands their durations to whoever asked (metrics). */
function statementCounter() {
  let count = 0;
  const listeners: Array<(durationMs: number) => void> = [];
  return {
    log: (event: LogEvent) => {
      if (event.level !== 'query') return;
      count += 1;
      for (const listener of listeners) listener(event.queryDurationMillis);
    },
    statementCount: () => count,
    onStatement: (listener: (durationMs: number) => void) => {
      listeners.push(listener);
    },
  };
}

/**
 * better-sqlite3 behind Kysely, with its prepared statements kept: Kysely prepares every query
 * anew, and preparing costs about as much as running a small query. A statement is reused
 * for the same SQL text (parameters are bound per call); the number kept is bounded.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, limit = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE). Kysely begins
 * them deferred: one that reads first and writes later fails at once with SQLITE_BUSY when
 * another process (a second worker on the same file) wrote in between, since waiting could
 * not help; beginning immediate makes it wait its turn (busy_timeout) instead.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.settings);
  }
}

function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // WAL lets readers run beside the writer; synchronous=FULL makes each committed write
  // survive power loss, which is the promise a 2xx answer makes (docs/decisions/0003).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const counter = statementCounter();
  const db = new Kysely<DatabaseSchema>({
    dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(sqlite) }),
    log: counter.log,
  });
  return {
    db,
    dialect: 'sqlite',
    driver: { kind: 'sqlite', path, connection: sqlite },
    statementCount: counter.statementCount,
    onStatement: counter.onStatement,
    close: () => db.destroy(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pgPool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose server went away emits 'error'; unhandled, that would end the process.
  pgPool.on('error', (error) => console.error('PostgreSQL connection lost', error.message));
  const nameStatements = statementNamer();
  pgPool.on('connect', nameStatements);
  const counter = statementCounter();
  const pool = new PipelinedPool(pgPool, connectionString, nameStatements);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), log: counter.log });
  return {
    db,
    dialect: 'postgres',
    driver: { kind: 'postgres', pool: pgPool },
    statementCount: counter.statementCount,
    onStatement: counter.onStatement,
    close: () => db.destroy(),
  };
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  return config.kind === 'sqlite' ? openSqlite(config.path) : openPostgres(config.connectionString);
}
