import type { AddressInfo } from "node:net";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { createApp } from "./app.ts";
import { createMailer } from "./mail/mailer.ts";
import { resolveJwtSecret } from "./security/access-token.ts";
import { builtInCatalog } from "./services/built-in-catalog.ts";
import { systemClock } from "./services/clock.ts";
import { startScheduledWork } from "./jobs/scheduled-work.ts";
import { dataFolderHolder, holdDataFolder } from "./data-folder-lock.ts";

const config = loadConfig();
const logger = createLogger(config);
const embeddedOnDisk = !config.databaseUrl && !config.dataDir.startsWith("memory://");
if (embeddedOnDisk) {
  const holder = await dataFolderHolder(config.dataDir);
  if (holder) throw new Error(`The embedded database in ${config.dataDir} is in use by process ${holder}; stop it first or set DATABASE_URL`);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const releaseDataFolder = embeddedOnDisk ? await holdDataFolder(config.dataDir) : () => Promise.resolve();
const mailer = createMailer(config);
const catalog = builtInCatalog();
const signingSecret = resolveJwtSecret(config);
const { queue } = await startScheduledWork({ config, database, logger, mailer, catalog, clock: systemClock, signingSecret, schedule: true });
let shuttingDown = false;
const app = createApp({ config, database, logger, mailer, catalog, signingSecret, jobs: queue, isDraining: () => shuttingDown });

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: database.kind }, `Hearthkeep is listening on http://localhost:${port}`);
  // The end-to-end harness reads this line to learn the port when PORT=0.
  process.stdout.write(`HEARTHKEEP_LISTENING port=${port}\n`);
});

function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing requests in flight");
  server.close(() => {
    // The queue first: a send in progress finishes (or is left to its lease) before the database goes.
    queue
      .stop()
      .catch((error: unknown) => logger.error({ err: error }, "the job queue did not stop cleanly"))
      .then(() => database.close())
      .then(releaseDataFolder)
      .then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "the database did not close cleanly");
          process.exit(1);
        },
      );
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
