import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DestinationStream } from "pino";
import { createApp, type AppDependencies } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { createPasswordHashing, passwordHashParameters } from "../../server/security/password.ts";

/**
 * The test servers' password hashing: the same scrypt, format and checks as the app's, at 1/128 of the
 * work (N = 2^10 instead of 2^17). A full hash per sign-up and login was a third of the integration run's
 * CPU. The tests of hashing itself (the stored parameters, the hashing pool under a burst) ask for the
 * app's own with `appPasswordHashing`.
 */
export const quickPasswordHashParameters = { ...passwordHashParameters, N: 2 ** 10 };
const quickPasswordHashing = createPasswordHashing(quickPasswordHashParameters);

let migratedFiles: Promise<Blob> | undefined;

/**
 * The files of an in-memory database created and migrated once per test worker: each test server's
 * database starts from them (its own copy) instead of creating a cluster, about a second a server.
 * openDatabase still applies the migrations to each, finding none pending.
 */
function migratedDatabaseFiles(): Promise<Blob> {
  migratedFiles ??= (async () => {
    const first = await openDatabase({ dataDir: "memory://" });
    try {
      if (first.queueConnection.kind !== "pglite") throw new Error("An in-memory database is a PGlite");
      return await first.queueConnection.client.dumpDataDir("none");
    } finally {
      await first.close();
    }
  })();
  return migratedFiles;
}

export type TestServer = {
  baseURL: string;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database, listening on a free port: an in-memory PGlite, or, when
 * DATABASE_URL is set, a new database created in that PostgreSQL server and dropped afterwards.
 * Files the server keeps (the generated JWT secret, the development outbox) go to a fresh temporary
 * DATA_DIR removed on close.
 *
 * Logs go nowhere unless `logDestination` is given: a test that reads the log passes a stream.
 * Passwords are hashed at a lower cost than the app's unless `appPasswordHashing` is set (see above), or
 * as `passwordHashing` says (a test that watches a hashing queue of its own).
 *
 * To test a restart, pass the same `dataDir` (PGlite then lives on disk there and is kept) and, when
 * DATABASE_URL is set, the same `databaseUrl` from `createScratchDatabase()` (kept too).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  {
    logDestination,
    appPasswordHashing = false,
    ...appOptions
  }: Pick<AppDependencies, "catalog" | "clock" | "passwordHashing" | "jobs"> & { logDestination?: DestinationStream; appPasswordHashing?: boolean } = {},
): Promise<TestServer> {
  const ownDataDir = overrides.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), "hearthkeep-int-"));
  const config: Config = { ...loadConfig({ NODE_ENV: "test", DATA_DIR: ownDataDir ?? overrides.dataDir }), ...overrides };
  const scratch = !overrides.databaseUrl && process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const databaseUrl = overrides.databaseUrl ?? scratch?.url;
  const inMemory = !databaseUrl && !overrides.dataDir;
  const database = await openDatabase({
    databaseUrl,
    dataDir: overrides.dataDir ?? "memory://",
    startFrom: inMemory ? await migratedDatabaseFiles() : undefined,
  });
  const app = createApp({
    config,
    database,
    logger: createLogger(config, logDestination),
    ...(appPasswordHashing ? {} : { passwordHashing: quickPasswordHashing }),
    ...appOptions,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    database,
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      try {
        // A test may have closed the database already (to see how the app copes).
        await database.close().catch(() => undefined);
      } finally {
        await scratch?.drop();
        if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database in the PostgreSQL server of `baseUrl`; `drop()` removes it. */
export async function createScratchDatabase(baseUrl: string) {
  const name = `hearthkeep_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
