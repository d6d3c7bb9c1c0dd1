import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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

const dialect = new PgDialect();

/** A statement written in SQL, prepared like the reads above; run it with its placeholders' values. */
export type PreparedStatement<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

/**
 * A statement written in SQL (one that Drizzle's builders cannot express, such as one whose CTEs change
 * several tables), prepared once per database handle under `name`. Its values are `sql.placeholder(…)`s,
 * sent as parameters; rows come back as the driver gives them (`db.execute`'s rows).
 */
export function preparedStatement<Row>(name: string, statement: SQL): (db: Database) => PreparedStatement<Row> {
  const query = dialect.sqlToQuery(statement);
  return preparedPerDatabase((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return {
      // Without fields, both drivers answer the driver's result, `{ rows }`; Drizzle's type does not say so.
      execute: async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows,
    };
  });
}
