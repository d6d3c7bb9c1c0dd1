import { loadConfig } from "./config.ts";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { openDatabase } from "./db/client.ts";

// Opening the database applies every pending migration; a running server's embedded database is left alone.
const config = loadConfig();
const embedded = !config.databaseUrl && !config.dataDir.startsWith("memory://");
try {
  const lock = embedded ? lockDataDir(config.dataDir) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(`Migrations applied (${database.kind}).`);
  await database.close();
  lock?.release();
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`${error.message} A running server applies pending migrations itself when it starts.`);
  process.exitCode = 1;
}
