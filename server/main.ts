import { loadConfig } from "./config.ts";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { createLogger } from "./logger.ts";

const config = loadConfig();
// The libraries (Express, React's e-mail rendering) run in the server's mode, production unless asked
// otherwise; they read it as they load, and the app is loaded below.
process.env.NODE_ENV = config.nodeEnv;
const logger = createLogger(config);

/** Stops the start with a message for the person at the terminal, and the same in the log. */
function refuseToStart(message: string, error?: unknown): never {
  logger.fatal({ err: error }, message);
  process.stderr.write(`\n${message}\n\n`);
  // The exit handler removes the data folder's lock, if this process took it.
  process.exit(1);
}

// PostgreSQL takes many writers; the embedded database only one, so its folder is locked first,
// before the app is even loaded: a second server on a folder in use refuses within a few seconds.
let lock: DataDirLock | undefined;
if (!config.databaseUrl && !config.dataDir.startsWith("memory://")) {
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) refuseToStart(error.message);
    throw error;
  }
}

// Before the app is loaded, so that its first request is traced; nothing of OpenTelemetry loads without an endpoint.
const { startTracing } = await import("./tracing/tracing.ts");
await startTracing({ endpoint: config.otlpEndpoint });

const { serve } = await import("./serve.ts");
await serve({ config, logger, lock, refuseToStart });
