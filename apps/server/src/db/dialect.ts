import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
  type Expression,
  type SqlBool,
} from 'kysely';

/**
 * Everything that differs between SQLite and PostgreSQL lives in this file.
 * Repositories and migrations call these helpers and never ask which database they are on.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`. */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** The column type for raw bytes: SQLite's blob is PostgreSQL's bytea. Both drivers read it as a Buffer. */
export function binaryColumnType(db: Kysely<any>): 'blob' | 'bytea' {
  return isPostgres(db) ? 'bytea' : 'blob';
}

/** A double-precision number: SQLite's real is 8 bytes, PostgreSQL's real only 4. */
export function floatColumnType(db: Kysely<any>): 'real' | 'double precision' {
  return isPostgres(db) ? 'double precision' : 'real';
}

/** A foreign key to the auth library's user table, whose ids are text. */
export function userReference(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return col.notNull().references('users.id').onDelete('cascade');
}

/** True when `column` holds a JSON array of strings that contains `value`. */
export function jsonArrayContains(db: Kysely<any>, column: Expression<string>, value: string): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`(${column})::jsonb ? ${value}`
    : sql<SqlBool>`exists (select 1 from json_each(${column}) where json_each.value = ${value})`;
}

/**
 * True for a write refused because a row it refers to is gone (SQLite's and PostgreSQL's
 * codes): a dish, hearth or account deleted by another request a moment before.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** True for a row refused because another row already holds its unique key, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * True for a number PostgreSQL refused as too big for its column (ids are 32-bit there).
 * Schemas bound every id a client sends; this is the net under them, so it answers 400.
 */
export function isNumberOutOfRange(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22003';
}

/**
 * Inside a transaction: holds the row until the transaction ends, so other transactions that
 * change what it owns (a list's items) wait their turn instead of racing it. PostgreSQL locks
 * the row (FOR UPDATE); on SQLite every transaction already holds the one write lock from its
 * start (BEGIN IMMEDIATE, db/connection.ts), so there is nothing more to take.
 */
export async function lockRow(trx: Kysely<any>, table: string, id: number | string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
