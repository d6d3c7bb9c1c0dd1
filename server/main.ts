import type { AddressInfo } from "node:net";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { createApp } from "./app.ts";

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let shuttingDown = false;
const app = createApp({ config, database, logger, isDraining: () => shuttingDown });

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
    database.close().then(
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
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
