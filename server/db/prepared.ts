import type { Database } from "./client.ts";

/**
 * A query prepared once per database handle, for the hottest reads (decision 018): Drizzle builds its
 * SQL once instead of on every call, and PostgreSQL parses and plans a named statement once per
 * connection. The values are still sent as parameters. A transaction's handle gets its own copy,
 * forgotten with it.
 *
 *   const homeIdQuery = preparedPerDatabase((db) => db.select(…).where(eq(col, sql.placeholder("id"))).prepare("name"));
 *   await homeIdQuery(db).execute({ id });
 *
 * The name must be unique in the app: PostgreSQL keeps each name with one statement per connection.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
