import type { Compilable, CompiledQuery, DialectAdapter, Kysely } from 'kysely';

/**
 * A query built and compiled once per database dialect, then run with new parameters on any
 * handle of that database (a transaction too): for the queries on every request's path, where
 * building and compiling the same SQL again cost more than running it. `build` receives
 * placeholder values; parameters passed later replace them in the same order, so keep `build`
 * free of anything that changes the SQL text itself.
 */
export function preparedQuery<Row, Params extends readonly unknown[]>(
  build: (db: Kysely<any>, ...placeholders: Params) => Compilable<Row>,
  placeholders: Params,
) {
  const compiledFor = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  return async (db: Kysely<any>, ...parameters: Params): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      compiled = build(db, ...placeholders).compile();
      compiledFor.set(adapter, compiled);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
