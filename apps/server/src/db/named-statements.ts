import type pg from 'pg';

/** SQL texts that get a name, per process; later new texts run unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 1_000;

/** PostgreSQL's "cached plan must not change result type": a table changed under a named statement. */
const STALE_PLAN = '0A000';

/**
 * Names every parameterised statement Kysely sends, so that PostgreSQL parses and plans it
 * once per connection instead of on every run (decision 0073): pg then sends only Bind and
 * Execute for a text the connection already prepared. Kysely's queries come from a few
 * hundred shapes, so the names stay few; `limit` bounds them anyway, since a statement with a
 * list of ids (`in ($1, $2, ...)`) has a text per length. Statements without parameters
 * (begin, commit) and queries with a callback (rate-limiter-flexible's) run as before.
 */
export function statementNamer(limit = MAX_NAMED_STATEMENTS): (client: pg.ClientBase) => void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `hearth_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };

  return (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    const named = async (text: string, values: unknown[]): Promise<pg.QueryResult> => {
      const name = nameOf(text);
      if (!name) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        // A migration changed a table this connection had prepared a statement on: the text
        // loses its name (pg cannot forget one) and runs unnamed from now on.
        if ((error as { code?: unknown }).code !== STALE_PLAN) throw error;
        names.set(text, '');
        return query(text, values);
      }
    };
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
        return named(text, values);
      }
      return query(...args);
    }) as typeof client.query;
  };
}
