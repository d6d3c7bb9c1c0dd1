import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

// Opening the database applies every pending migration.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
