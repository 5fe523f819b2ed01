import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/** How many pipelined connections carry the statements that run outside a transaction. */
export const SHARED_CONNECTIONS = 2;

/**
 * Statements that leave state on their connection for the statements after them: a transaction
 * (Kysely's driver opens each with `begin` or `start transaction`), a setting, a LISTEN, and a
 * session's advisory lock (Kysely's migrator takes one on a connection of its own). From one of
 * these on, the client Kysely holds keeps a connection of its own until it is released.
 */
const KEEPS_SESSION_STATE = /^\s*(begin|start\s+transaction|set|listen)\b|\bpg_(try_)?advisory_lock(_shared)?\s*\(/i;

interface SharedConnection {
  client: pg.Client;
  /** Statements sent and not yet answered: a new one goes to the least busy connection. */
  waiting: number;
  /** Whether this event-loop turn's statements are being gathered into one write. */
  gathering: boolean;
}

type Query = (text: string, values: unknown[]) => Promise<pg.QueryResult>;

/**
 * A pool for Kysely that sends every statement outside a transaction over a few shared,
 * pipelined connections (pg's `pipeline` mode), and gives a transaction a connection of its own
 * from `exclusive` (docs/decisions/0084-pipelined-reads-on-postgresql.md). On the reads every
 * request makes (its session check, then its data) a request no longer waits for a free
 * connection, and the statements of every request that arrived in the same turn of the event
 * loop leave in one socket write and come back in as few reads: on this machine, writing to
 * PostgreSQL's sockets was the largest share of a read's time.
 */
export class PipelinedPool implements PostgresPool {
  private readonly shared: Array<SharedConnection | undefined> = [];

  constructor(
    /** The connections for transactions (and anything that keeps session state). */
    readonly exclusive: pg.Pool,
    private readonly connectionString: string,
    /** Called on each new shared client, as pg.Pool's 'connect' event is for its own. */
    private readonly onClient: (client: pg.Client) => void,
    private readonly sharedCount = SHARED_CONNECTIONS,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    return new OneUseClient(this);
  }

  /** Runs one statement, outside any transaction, on the least busy shared connection. */
  async query(text: string, values: unknown[]): Promise<pg.QueryResult> {
    const connection = this.leastBusy();
    connection.waiting += 1;
    this.gatherWrites(connection);
    try {
      return await (connection.client.query as Query)(text, values);
    } finally {
      connection.waiting -= 1;
    }
  }

  async end(): Promise<void> {
    const open = this.shared.splice(0).filter((connection) => connection !== undefined);
    await Promise.all(open.map((connection) => connection.client.end().catch(() => undefined)));
    await this.exclusive.end();
  }

  private leastBusy(): SharedConnection {
    let best: SharedConnection | undefined;
    for (let index = 0; index < this.sharedCount; index += 1) {
      const connection = this.shared[index] ?? this.open(index);
      if (!best || connection.waiting < best.waiting) best = connection;
      if (best.waiting === 0) break;
    }
    return best!;
  }

  private open(index: number): SharedConnection {
    const client = new pg.Client({ connectionString: this.connectionString, pipeline: true });
    const connection: SharedConnection = { client, waiting: 0, gathering: false };
    const forget = () => {
      if (this.shared[index] === connection) this.shared[index] = undefined;
    };
    // A lost connection fails the statements it carried; the next statement opens a new one.
    client.on('error', (error) => {
      forget();
      console.error('PostgreSQL connection lost', error.message);
    });
    client.on('end', forget);
    this.onClient(client);
    // pg holds statements sent before the connection is up and writes them once it is.
    client.connect().catch(forget);
    this.shared[index] = connection;
    return connection;
  }

  /**
   * Holds the socket's writes until the event loop has run every callback of this turn, so the
   * statements of all requests read in the same turn leave together (Node's cork/uncork).
   */
  private gatherWrites(connection: SharedConnection) {
    const stream = (
      connection.client as unknown as { connection?: { stream?: NodeJS.WritableStream & { cork?: () => void; uncork?: () => void } } }
    ).connection?.stream;
    if (connection.gathering || !stream?.cork || !stream.uncork) return;
    connection.gathering = true;
    stream.cork();
    setImmediate(() => {
      connection.gathering = false;
      stream.uncork!();
    });
  }
}

/** What Kysely holds as "a connection": shared until a statement keeps state on it. */
class OneUseClient implements PostgresPoolClient {
  private own: pg.PoolClient | undefined;

  constructor(private readonly pool: PipelinedPool) {}

  query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(text: string | PostgresCursor<R>, values?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given one; ours is not.
    if (typeof text !== 'string') throw new Error('Streaming a query needs a cursor, which this pool does not offer');
    return this.run<R>(text, values ?? []);
  }

  private async run<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (!this.own && KEEPS_SESSION_STATE.test(text)) this.own = await this.pool.exclusive.connect();
    const result = this.own ? await this.own.query(text, [...values]) : await this.pool.query(text, [...values]);
    return result as unknown as PostgresQueryResult<R>;
  }

  release(): void {
    this.own?.release();
    this.own = undefined;
  }
}
