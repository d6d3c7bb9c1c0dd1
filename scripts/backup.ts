/**
 * `npm run backup -- --to FILE`: writes the database (the embedded one, or PostgreSQL's through pg_dump)
 * the data folder's signing secret and the documents' files into one file (docs/operations.md, "Backups").
 * With S3_BUCKET set, the documents' files stay in the bucket, and it says so.
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

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

try {
  const to = path.resolve(values.to);
  const manifest = await backUp({ config: loadConfig(), to });
  const database = manifest.database === "pglite" ? "the embedded database" : "the PostgreSQL database";
  const kept: string[] = [...manifest.dataFiles];
  const { uploadedFiles } = manifest;
  if (uploadedFiles.storage === "disk") kept.push(`${uploadedFiles.count} uploaded ${uploadedFiles.count === 1 ? "file" : "files"} (${megabytes(uploadedFiles.bytes)})`);
  console.log(`Backed up ${database}${kept.length > 0 ? `, ${kept.join(", ")}` : ""} to ${to}.`);
  if (uploadedFiles.storage === "s3") {
    console.log(
      `The documents' files are NOT in this backup: they are kept in the S3 bucket ${uploadedFiles.bucket}. Back the bucket up with its own tools (versioning, or a copy to another bucket: see docs/operations.md, "Backups").`,
    );
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
