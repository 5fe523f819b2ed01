import SqliteDatabase from 'better-sqlite3';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { DriverClient } from './connection.js';

export interface RateLimitRule {
  /** Names the counter; two rules with one name would share counts. */
  name: string;
  points: number;
  durationSeconds: number;
}

const TABLE = 'rate_limits';
/** Counts that ran out over an hour ago are deleted every five minutes (the library's own rhythm). */
const CLEAR_EVERY_MS = 5 * 60_000;
const KEEP_EXPIRED_MS = 60 * 60_000;

/**
 * The limiter's own SQLite connection to the same file: its small transactions then never land
 * inside one of Kysely's open transactions on the shared connection. Counters may lose their
 * last writes on power loss, so they skip the FULL syncing our data gets. An in-memory
 * database exists once per connection, so there the shared connection is the only choice.
 */
function limiterConnection(driver: Extract<DriverClient, { kind: 'sqlite' }>): SqliteDatabase.Database {
  if (driver.path === ':memory:') return driver.connection;
  const connection = new SqliteDatabase(driver.path);
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  return connection;
}

/**
 * Rate limiters whose counts live in the database (migration 0008), so every app process
 * on it counts together: a limit cannot be stepped around by reaching another worker or
 * server. When the database cannot answer, each falls back to a count in this process
 * (the library's insurance limiter) rather than failing the request.
 */
export function rateLimiterFactory(driver: DriverClient) {
  let sqliteConnection: SqliteDatabase.Database | undefined;
  // The library's own clean-up timer outlives close(): in a process that closed the app and went
  // on (the bench seeds in-process), it fired on the closed connection and ended the process.
  // This one is stopped with the factory. A failed clean-up is retried at the next one.
  const clearExpired = () => {
    const before = Date.now() - KEEP_EXPIRED_MS;
    if (driver.kind === 'postgres') {
      driver.pool.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [before]).catch(() => undefined);
    } else if (sqliteConnection?.open) {
      try {
        sqliteConnection.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(before);
      } catch {
        // A busy database: the next clean-up gets it.
      }
    }
  };
  const cleanUp = setInterval(clearExpired, CLEAR_EVERY_MS);
  cleanUp.unref();
  return {
    create({ name, points, durationSeconds }: RateLimitRule): RateLimiterAbstract {
      const options = {
        keyPrefix: name,
        points,
        duration: durationSeconds,
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      };
      if (driver.kind === 'postgres') {
        return new RateLimiterPostgres({ ...options, storeClient: driver.pool, storeType: 'pool' });
      }
      sqliteConnection ??= limiterConnection(driver);
      return new RateLimiterSQLite({ ...options, storeClient: sqliteConnection, storeType: 'better-sqlite3' });
    },
    close() {
      clearInterval(cleanUp);
      if (sqliteConnection && driver.kind === 'sqlite' && sqliteConnection !== driver.connection) sqliteConnection.close();
    },
  };
}
