import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo } from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type { ErrorBody } from "@domain/contract/index.ts";
import { unconfiguredAppUrl, type Config } from "./config.ts";
import type { DataDirLock } from "./data-dir-lock.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { createApp } from "./app.ts";
import { startScheduledWork } from "./jobs/scheduled-work.ts";
import { createMailer } from "./mail/mailer.ts";
import { createMetricsServer } from "./metrics/metrics-server.ts";
import { resolveJwtSecret } from "./security/access-token.ts";
import { builtInCatalog } from "./services/built-in-catalog.ts";
import { systemClock } from "./services/clock.ts";
import { stopTracing } from "./tracing/tracing.ts";

type ServeOptions = {
  config: Config;
  logger: Logger;
  /** The data folder's lock, when the embedded database is used: released once it has closed. */
  lock: DataDirLock | undefined;
  refuseToStart: (message: string, error?: unknown) => never;
};

/**
 * Takes the port, opens the database, then serves the app. The port comes first so that one in use
 * is reported at once, not after the database's migrations; until the app is ready every request is
 * answered 503.
 */
export async function serve({ config, logger, lock, refuseToStart }: ServeOptions) {
  let shuttingDown = false;
  let stopJobs: () => Promise<void> = () => Promise.resolve();
  // Settles once the database has opened (or failed to): a shutdown waits for it rather than
  // leaving a half-created database behind.
  let databaseOpened: Promise<DatabaseHandle | undefined> = Promise.resolve(undefined);
  let handle = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "5" });
    res.end(JSON.stringify({ error: { code: "STARTING", message: "The server is starting; try again in a few seconds" } } satisfies ErrorBody));
  };
  const server = createServer((req, res) => {
    // A request that came on a kept-alive connection during shutdown is answered, then its connection is
    // closed, so the server's close is not held up by connections a client would reuse.
    if (shuttingDown) res.setHeader("Connection", "close");
    handle(req, res);
  });
  const metricsServer = config.metricsPort === undefined ? undefined : createMetricsServer();

  function shutDown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // Requests still running after the limit are cut off, so the queue and the database still close in order.
    const limits = shutdownLimits(config);
    const requestsCutOff = setTimeout(() => {
      logger.warn({ afterMs: limits.requestsMs }, "shutting down: requests still in flight were cut off");
      server.closeAllConnections();
    }, limits.requestsMs);
    requestsCutOff.unref();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    // Only the listening socket is closed: http's own close() also drops every connection without a request
    // in progress, and a connection accepted just before the signal may not have had its request read yet.
    // Kept-alive connections end after their next answer (Connection: close above) or when idle for the
    // server's keep-alive timeout.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(requestsCutOff);
      // The job queue first: a job in progress finishes, or is left to its lease and run again elsewhere,
      // before the database goes.
      stopJobs()
        .catch((error: unknown) => logger.error({ err: error }, "the job queue did not stop cleanly"))
        .then(() => databaseOpened)
        .then((opened) => opened?.close())
        // The spans still held are sent before the process ends (nothing when tracing is off).
        .then(() => stopTracing().catch((error: unknown) => logger.warn({ err: error }, "traces still held were not sent")))
        .then(
        () => {
          // Only once the database has written its last page may another server take the folder.
          lock?.release();
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "the database did not close cleanly");
          process.exit(1);
        },
      );
    });
    setTimeout(() => {
      logger.error({ afterMs: limits.wholeMs }, "shutting down: the server did not stop in time");
      process.exit(1);
    }, limits.wholeMs).unref();
  }
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
  process.on("SIGHUP", () => shutDown("SIGHUP"));

  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    return refuseToStart(listenFailure(config, error), error);
  }
  if (metricsServer && config.metricsPort !== undefined) {
    try {
      await listen(metricsServer, config.metricsPort, metricsHost);
    } catch (error) {
      return refuseToStart(listenFailure({ port: config.metricsPort, host: metricsHost }, error).replaceAll("PORT", "METRICS_PORT"), error);
    }
  }

  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  databaseOpened = opening.catch(() => undefined);
  let database: DatabaseHandle;
  try {
    database = await opening;
  } catch (error) {
    return refuseToStart(openFailure(config, error), error);
  }
  // A signal came while the database was opening: the shutdown closes it.
  if (shuttingDown) return;

  const linksUnconfigured = unconfiguredAppUrl(config);
  if (linksUnconfigured) logger.warn(linksUnconfigured);
  const mailer = createMailer(config);
  const catalog = builtInCatalog();
  const signingSecret = resolveJwtSecret(config);
  const scheduledMailer = createMailer(config, systemClock, { pooled: true });
  const { queue } = await startScheduledWork({ config, database, logger, mailer: scheduledMailer, catalog, clock: systemClock, signingSecret, schedule: true });
  stopJobs = () => queue.stop().finally(() => scheduledMailer.close());
  if (shuttingDown) return;
  handle = createApp({ config, database, logger, mailer, catalog, signingSecret, jobs: queue, isDraining: () => shuttingDown });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: database.kind }, `Hearthkeep is listening on http://localhost:${port}`);
  // The end-to-end harness reads this line to learn the port when PORT=0.
  process.stdout.write(`HEARTHKEEP_LISTENING port=${port}\n`);
  if (metricsServer) {
    const metricsPort = (metricsServer.address() as AddressInfo).port;
    logger.info({ port: metricsPort }, `Metrics are served on http://${metricsHost}:${metricsPort}/metrics`);
    process.stdout.write(`HEARTHKEEP_METRICS port=${metricsPort}\n`);
  }
}

/**
 * How long a shutdown waits: for the requests in flight (SHUTDOWN_GRACE_SECONDS), then for everything, the
 * job queue's running jobs and the database's close coming after the requests. With the default grace both
 * stay inside the usual stop timeouts of process managers (systemd's 90 s, Kubernetes's 30 s grace period).
 */
export function shutdownLimits(config: Pick<Config, "shutdownGraceSeconds">) {
  const requestsMs = config.shutdownGraceSeconds * 1000;
  return { requestsMs, wholeMs: requestsMs + 15_000 };
}

/** The metrics port takes connections from this machine only (docs/decisions/068-metrics-behind-a-token-or-on-loopback.md). */
const metricsHost = "127.0.0.1";

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function listenFailure(config: Pick<Config, "port" | "host">, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    return `Port ${config.port} is already in use on ${config.host}: another program (perhaps another Hearthkeep server) listens there. Stop it, or set PORT to a free port (PORT=0 picks one).`;
  }
  if (code === "EACCES") return `Port ${config.port} on ${config.host} is not allowed for this user. Set PORT to a port above 1023.`;
  return `The server could not listen on ${config.host}:${config.port} (${error instanceof Error ? error.message : String(error)}). Check HOST and PORT.`;
}

function openFailure(config: Config, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (config.databaseUrl) {
    // The URL is not repeated: it may carry a password.
    return `The PostgreSQL database of DATABASE_URL could not be opened (${reason}). Check that the server runs and the database exists.`;
  }
  const folder = path.join(config.dataDir, "pglite");
  return (
    `The embedded database in ${folder} could not be opened (${reason}). Its files may be damaged. ` +
    `To recover, stop every server using ${config.dataDir}, move ${folder} aside and restore it from your latest ` +
    `backup (docs/operations.md, "Backup and recovery"); or move it aside and start again to begin with an empty database.`
  );
}
