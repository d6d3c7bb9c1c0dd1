/**
 * `npm run backup -- --to FILE`: writes the database (the embedded one, or PostgreSQL's through pg_dump)
 * and the data folder's signing secret into one file (docs/operations.md, "Backups").
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { backUp, BackupError } from "../server/backup/backup.ts";

const usage = "Usage: npm run backup -- --to <file, e.g. hearthkeep-2026-12-07.backup>";

let values: { to?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { to: { type: "string" }, help: { type: "boolean" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.to) {
  console.error(`--to needs the file to write.\n${usage}`);
  process.exit(2);
}

try {
  const to = path.resolve(values.to);
  const manifest = await backUp({ config: loadConfig(), to });
  const database = manifest.database === "pglite" ? "the embedded database" : "the PostgreSQL database";
  const files = manifest.dataFiles.length > 0 ? ` and ${manifest.dataFiles.join(", ")}` : "";
  console.log(`Backed up ${database}${files} to ${to}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
