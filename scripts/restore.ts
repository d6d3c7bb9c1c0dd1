/**
 * `npm run restore -- --from FILE [--force]`: restores a backup of `npm run backup` into the configured
 * database and data folder; a target that holds data is replaced only with --force (docs/operations.md, "Backups").
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { BackupError, restore } from "../server/backup/backup.ts";

const usage = "Usage: npm run restore -- --from <file written by npm run backup> [--force]";

let values: { from?: string; force?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({ options: { from: { type: "string" }, force: { type: "boolean" }, help: { type: "boolean" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.from) {
  console.error(`--from needs the backup file to read.\n${usage}`);
  process.exit(2);
}

try {
  const from = path.resolve(values.from);
  const config = loadConfig();
  const manifest = await restore({ config, from, force: values.force === true });
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server: it applies any newer migrations.`);
  const uploadedFiles = manifest.version === 2 ? manifest.uploadedFiles : undefined;
  if (uploadedFiles?.storage === "s3") {
    console.log(`The documents' files were in the S3 bucket ${uploadedFiles.bucket}, not in this backup: restore the bucket from its own backup if it was lost.`);
  } else if (uploadedFiles?.storage === "disk" && config.fileStorage.kind === "s3") {
    console.log(`The backup's ${uploadedFiles.count} uploaded files are in ${config.dataDir}/files, but S3_BUCKET is set: copy that folder's contents into the bucket ${config.fileStorage.bucket} (keeping their paths) for the server to find them.`);
  } else if (!uploadedFiles) {
    console.log("This backup was made before documents were kept: any uploaded files in DATA_DIR/files were left as they are.");
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
