import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { observeDatabasePool, startDatabaseQuery } from "../metrics/metrics.ts";
import * as schema from "./schema.ts";
import { startSpan } from "../tracing/tracing.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

/**
 * How the job queue reaches the same database: the PostgreSQL URL (it opens its own small pool), or
 * the embedded PGlite instance itself (pg-boss talks to it in process, see
 * docs/decisions/012-job-queue-on-the-app-database.md).
 */
export type QueueConnection = { kind: "postgres"; connectionString: string } | { kind: "pglite"; client: PGlite };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  queueConnection: QueueConnection;
  /** Runs a real query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions = {
  /** A PostgreSQL URL; without it, the embedded PGlite under `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir: string;
  /**
   * The files a throwaway PGlite starts from: a `dumpDataDir()` of one already created, so this one skips
   * creating its cluster (about a second; a quarter of that from the files). The test servers use it.
   */
  startFrom?: Blob | undefined;
};

/** Opens the database and applies pending migrations, so a caller always gets the current schema. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.startFrom);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

type Opened = DatabaseHandle & { migrate(): Promise<void> };

async function openPglite(dataDir: string, startFrom: Blob | undefined): Promise<Opened> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    // A database kept on disk is never replaced by other files.
    if (startFrom) throw new Error("Only a throwaway (memory://) database can start from given files");
    location = path.join(dataDir, "pglite");
    await mkdir(location, { recursive: true });
  }
  const client = new PGlite(location, startFrom ? { loadDataDir: startFrom } : {});
  await client.waitReady;
  timeQueries(client, ["query", "exec"], "pglite");
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    queueConnection: { kind: "pglite", client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Opened> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection can be ended by the server (a restart, a failover, a dropped database).
  // Without a listener node-postgres raises that as an unhandled error and the process dies; the pool
  // has already discarded the client and opens a new one on the next query.
  pool.on("error", (error) => {
    process.emitWarning(`A pooled database connection was closed by the server: ${error.message}`);
  });
  // Every query, in a transaction or not, runs on a client the pool connected.
  pool.on("connect", (client) => timeQueries(client, ["query"], "postgres"));
  const stopObservingPool = observeDatabasePool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    queueConnection: { kind: "postgres", connectionString: databaseUrl },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => {
      stopObservingPool();
      return pool.end();
    },
  };
}

/**
 * Wraps a database client's query methods so each query's time is recorded (hearthkeep_db_query_duration_seconds).
 * node-postgres's pool calls its clients' `query` with a callback, drizzle with none and awaits the promise;
 * both are timed to their answer.
 */
function timeQueries<Client extends object, Method extends keyof Client & string>(client: Client, methods: readonly Method[], database: DatabaseKind) {
  for (const method of methods) {
    // The methods are overloaded; the wrapper hands its arguments on untouched, so it is typed by what it does.
    const original = (client[method] as (...args: unknown[]) => unknown).bind(client);
    const timed = (...args: unknown[]) => {
      const stopTimer = startDatabaseQuery(database);
      // A span a query when tracing is on (server/tracing/tracing.ts): the statement's text, never its values.
      const traced = startSpan({ name: `${database} query`, kind: "client", attributes: { "db.system": "postgresql", "db.query.text": statementText(args[0]) } });
      const stop = (error?: unknown) => {
        stopTimer();
        if (!traced) return;
        if (error) traced.span.setStatus({ code: traced.api.SpanStatusCode.ERROR });
        traced.span.end();
      };
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          stop(results[0]);
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise) result.then(() => stop(), (error: unknown) => stop(error ?? "failed"));
      return result;
    };
    Object.assign(client, { [method]: timed });
  }
}

/** The SQL of a query as either driver is handed it: a string, or node-postgres's `{ text }`. Cut to a length a span keeps. */
function statementText(query: unknown): string {
  const text = typeof query === "string" ? query : typeof query === "object" && query !== null && "text" in query ? String(query.text) : "";
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}
