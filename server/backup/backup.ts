import { spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { cp, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { extract, pack } from "tar-stream";
import { z } from "zod";
import type { Config } from "../config.ts";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../data-dir-lock.ts";
import { assertStorageKey } from "../files/file-storage.ts";
import { jwtSecretFileName } from "../security/access-token.ts";

/**
 * The files of the data folder a restore needs besides the database: the generated signing secret, without
 * which the unsubscribe links of e-mails already sent stop working (docs/decisions/069-backups-carry-the-signing-secret.md).
 * The documents' files under DATA_DIR/files travel beside them (`uploadedFiles`).
 */
export const keptDataFiles = [jwtSecretFileName] as const;

/** The folder of the disk storage under DATA_DIR (server/files/create-file-storage.ts). */
const filesFolderName = "files";
const manifestName = "manifest.json";
const databaseEntry = { pglite: "database/pglite.tar.gz", postgres: "database/postgres.dump" } as const;
const dataFileEntry = (name: string) => `data-dir/${name}`;
const uploadedFilePrefix = `${filesFolderName}/`;

/**
 * Where the documents' files were when the backup was made: in the backup (the disk storage, `count`
 * files), or in an S3 bucket the backup does not hold. Version 1 backups, written before documents, have none.
 */
const uploadedFilesSchema = z.discriminatedUnion("storage", [
  z.object({ storage: z.literal("disk"), count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  z.object({ storage: z.literal("s3"), bucket: z.string() }),
]);
export type UploadedFiles = z.infer<typeof uploadedFilesSchema>;

const manifestVersionOne = z.object({
  format: z.literal("hearthkeep-backup"),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(["pglite", "postgres"]),
  dataFiles: z.array(z.enum(keptDataFiles)),
});
const manifestSchema = z.discriminatedUnion("version", [manifestVersionOne, manifestVersionOne.extend({ version: z.literal(2), uploadedFiles: uploadedFilesSchema })]);
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal or failure told to the operator as it is; the commands print its message alone. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** What to run for PostgreSQL's own dump and restore; tests name a command that does not exist. */
export type PostgresTools = { pgDump: string; pgRestore: string };
const installedTools: PostgresTools = { pgDump: "pg_dump", pgRestore: "pg_restore" };

/** Where the data is; without `fileStorage`, documents' files are on the disk, as by default. */
type Target = Pick<Config, "dataDir" | "databaseUrl"> & Partial<Pick<Config, "fileStorage">>;

/**
 * Writes one file holding the database (PGlite's own dump of its folder, or `pg_dump`'s custom format),
 * the data folder's files a restore needs, and the documents' files of the disk storage, each streamed
 * from its file (a home holds up to its quota of them). With S3, the bucket is named in the manifest and
 * left to its own backups. The file is written beside its name and renamed when whole, readable by its
 * owner only: it holds password hashes and the signing secret.
 */
export async function backUp({ config, to, tools = installedTools }: { config: Target; to: string; tools?: PostgresTools }): Promise<Manifest & { version: 2 }> {
  const work = await mkdtemp(path.join(tmpdir(), "hearthkeep-backup-"));
  const partial = `${to}.partial`;
  try {
    const kind = config.databaseUrl ? "postgres" : "pglite";
    const databaseFile = path.join(work, "database");
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, databaseFile, tools.pgDump);
    else await dumpPglite(config.dataDir, databaseFile);
    const dataFiles: Manifest["dataFiles"] = [];
    const dataContents = new Map<string, Buffer>();
    for (const name of keptDataFiles) {
      const contents = await readFile(path.join(config.dataDir, name)).catch(() => undefined);
      if (contents === undefined) continue;
      dataFiles.push(name);
      dataContents.set(name, contents);
    }
    const filesFolder = path.join(config.dataDir, filesFolderName);
    const uploaded = config.fileStorage?.kind === "s3" ? undefined : await storedFilesIn(filesFolder);
    const uploadedFiles: UploadedFiles =
      config.fileStorage?.kind === "s3"
        ? { storage: "s3", bucket: config.fileStorage.bucket }
        : { storage: "disk", count: uploaded?.length ?? 0, bytes: (uploaded ?? []).reduce((sum, file) => sum + file.size, 0) };
    const manifest = { format: "hearthkeep-backup", version: 2, createdAt: new Date().toISOString(), database: kind, dataFiles, uploadedFiles } as const satisfies Manifest;

    const archive = pack();
    const written = pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
    archive.entry({ name: manifestName }, `${JSON.stringify(manifest, null, 2)}\n`);
    const { size } = await stat(databaseFile);
    const entry = archive.entry({ name: databaseEntry[kind], size });
    await pipeline(createReadStream(databaseFile), entry);
    for (const [name, contents] of dataContents) archive.entry({ name: dataFileEntry(name), mode: 0o600 }, contents);
    for (const { key } of uploaded ?? []) await packFile(archive, path.join(filesFolder, ...key.split("/")), `${uploadedFilePrefix}${key}`);
    archive.finalize();
    await written;
    await rename(partial, to);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the configured database and data folder. A target that already holds a database,
 * a different signing secret, or (when the backup carries them) uploaded files is refused unless `force`:
 * then the embedded database's folder and the data folder's files are moved aside, not deleted, and a
 * PostgreSQL database has its objects replaced. A version 1 backup, from before documents, leaves
 * DATA_DIR/files as it is.
 */
export async function restore({ config, from, force = false, tools = installedTools }: { config: Target; from: string; force?: boolean; tools?: PostgresTools }): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), "hearthkeep-restore-"));
  try {
    const stagedFiles = path.join(work, filesFolderName);
    const { manifest, databaseFile, dataContents } = await unpack(from, work, stagedFiles);
    const kind = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== kind) {
      throw new BackupError(
        manifest.database === "pglite"
          ? "This backup holds the embedded database, and DATABASE_URL is set: unset it to restore into DATA_DIR."
          : "This backup holds a PostgreSQL database, and DATABASE_URL is not set: set it to the (empty) PostgreSQL database to restore into.",
      );
    }
    if (config.dataDir.startsWith("memory://")) throw new BackupError("DATA_DIR is memory://, which keeps nothing: set it to the folder to restore into.");
    const filesFolder = path.join(config.dataDir, filesFolderName);
    const restoresFiles = manifest.version === 2 && manifest.uploadedFiles.storage === "disk";

    // A server on this folder would have its database replaced under it.
    const lock = config.databaseUrl ? undefined : lockFolder(config.dataDir, "restore into it");
    try {
      const differingFiles = await filesThatDiffer(config.dataDir, dataContents);
      const holdsFiles = restoresFiles && (await storedFilesIn(filesFolder)).length > 0;
      const aside = `replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      const refusal = (holds: string | undefined) =>
        holds ?? (differingFiles.length > 0 ? `${differingFiles.join(", ")} in ${config.dataDir} differs from the backup's` : holdsFiles ? `${filesFolder} holds uploaded files` : undefined);
      if (config.databaseUrl) {
        const tables = await tablesIn(config.databaseUrl);
        const holds = refusal(tables > 0 ? `The PostgreSQL database of DATABASE_URL holds ${tables} tables` : undefined);
        if (holds && !force) throw new BackupError(notEmpty(holds));
        await restorePostgres(config.databaseUrl, databaseFile, tools.pgRestore, tables > 0);
      } else {
        const folder = path.join(config.dataDir, "pglite");
        const holdsDatabase = (await readdir(folder).catch(() => [])).length > 0;
        const holds = refusal(holdsDatabase ? `${folder} holds a database` : undefined);
        if (holds && !force) throw new BackupError(notEmpty(holds));
        if (holdsDatabase) await rename(folder, `${folder}.${aside}`);
        await loadPglite(folder, await readFile(databaseFile));
      }
      for (const name of differingFiles) await rename(path.join(config.dataDir, name), path.join(config.dataDir, `${name}.${aside}`));
      await mkdir(config.dataDir, { recursive: true });
      for (const [name, contents] of dataContents) await writeFile(path.join(config.dataDir, name), contents, { mode: 0o600 });
      if (restoresFiles) {
        if (holdsFiles) await rename(filesFolder, `${filesFolder}.${aside}`);
        else await rm(filesFolder, { recursive: true, force: true });
        await moveFolder(stagedFiles, filesFolder);
      }
    } finally {
      lock?.release();
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Moves a folder, copying it when it is on another file system than its new place (a temporary folder often is). */
async function moveFolder(from: string, to: string): Promise<void> {
  await mkdir(from, { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  }
}

/** The disk storage's files (their storage keys and sizes), leaving out the temporary ones of a write under way. */
async function storedFilesIn(folder: string): Promise<{ key: string; size: number }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: { key: string; size: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.includes(".tmp-")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join("/");
    // A document deleted since the folder was read is left out.
    const found = await stat(file).catch(() => undefined);
    if (found) files.push({ key, size: found.size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/**
 * Streams one file into the archive. Its size is read from the opened file, so a document replaced or
 * deleted while a PostgreSQL backup runs (the server may be up) is packed as it was when opened, or left out.
 */
async function packFile(archive: ReturnType<typeof pack>, file: string, name: string): Promise<void> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!handle) return;
  try {
    const { size } = await handle.stat();
    await pipeline(handle.createReadStream({ autoClose: false }), archive.entry({ name, size, mode: 0o600 }));
  } finally {
    await handle.close();
  }
}

const notEmpty = (what: string) => `${what}: a restore replaces it only when asked. Run it again with --force to replace it (what it replaces is moved aside, or, on PostgreSQL, dropped), or restore into an empty target.`;

function lockFolder(dataDir: string, doing: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(`${error.message} The embedded database takes one process at a time: stop the server to ${doing}.`);
    throw error;
  }
}

async function dumpPglite(dataDir: string, file: string) {
  if (dataDir.startsWith("memory://")) throw new BackupError("DATA_DIR is memory://, which keeps nothing to back up: set it to the server's data folder.");
  const folder = path.join(dataDir, "pglite");
  if ((await readdir(folder).catch(() => [])).length === 0) throw new BackupError(`There is no database in ${folder} to back up. Check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  const lock = lockFolder(dataDir, "back it up (it starts again in seconds)");
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite(folder);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir("gzip");
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function loadPglite(folder: string, dump: Buffer) {
  const { PGlite } = await import("@electric-sql/pglite");
  await mkdir(folder, { recursive: true });
  const client = new PGlite(folder, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await client.waitReady;
    await client.query("select 1");
  } finally {
    await client.close();
  }
}

/**
 * The URL without its password, and the password apart: the tools read it from PGPASSWORD, so it does not
 * show in the process list.
 */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

async function dumpPostgres(databaseUrl: string, file: string, pgDump: string) {
  const { dbname, env } = connectionFor(databaseUrl);
  await runTool(pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`], env);
}

async function restorePostgres(databaseUrl: string, file: string, pgRestore: string, replace: boolean) {
  const { dbname, env } = connectionFor(databaseUrl);
  const replacing = replace ? ["--clean", "--if-exists"] : [];
  await runTool(pgRestore, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", ...replacing, `--dbname=${dbname}`, file], env);
}

/** How many tables the database holds outside PostgreSQL's own schemas. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

function runTool(command: string, args: readonly string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} is not installed (it is not on PATH). A PostgreSQL database is backed up and restored with PostgreSQL's own pg_dump and pg_restore: install the client tools of the server's major version or newer (Debian and Ubuntu: apt install postgresql-client), then run this again.`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(command)} stopped with exit code ${code}: ${errors.trim()}`));
    });
  });
}

/**
 * Reads the backup once: the manifest and the signing secret into memory, the database and the uploaded
 * files streamed to `work` (`stagedFiles` for the latter), each file's name checked as a storage key so
 * none is written outside its folder.
 */
async function unpack(from: string, work: string, stagedFiles: string) {
  const databaseFile = path.join(work, "database");
  const dataContents = new Map<string, Buffer>();
  let manifestText: string | undefined;
  let databaseFound: string | undefined;
  const entries = extract();
  const reading = (async () => {
    for await (const entry of entries) {
      const name = entry.header.name;
      if (name === manifestName || name.startsWith("data-dir/")) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        if (name === manifestName) manifestText = Buffer.concat(chunks).toString("utf8");
        else dataContents.set(name.slice("data-dir/".length), Buffer.concat(chunks));
      } else if (name.startsWith(uploadedFilePrefix) && entry.header.type === "file") {
        const key = name.slice(uploadedFilePrefix.length);
        try {
          assertStorageKey(key);
        } catch {
          throw new BackupError(`${from} holds a file named ${JSON.stringify(name)}, which is not a document's: it is refused as a whole.`);
        }
        const file = path.join(stagedFiles, ...key.split("/"));
        await mkdir(path.dirname(file), { recursive: true });
        await pipeline(entry, createWriteStream(file, { mode: 0o600 }));
      } else if (name === databaseEntry.pglite || name === databaseEntry.postgres) {
        databaseFound = name;
        await pipeline(entry, createWriteStream(databaseFile, { mode: 0o600 }));
      } else {
        entry.resume();
      }
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(from), entries), reading]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new BackupError(`There is no backup at ${from}.`);
    throw new BackupError(`${from} is not a Hearthkeep backup (${(error as Error).message}).`);
  }
  const parsed = manifestText === undefined ? undefined : manifestSchema.safeParse(parseJson(manifestText));
  if (!parsed?.success) throw new BackupError(`${from} is not a Hearthkeep backup this version can read: its manifest is missing or unknown.`);
  const manifest = parsed.data;
  if (databaseFound !== databaseEntry[manifest.database]) throw new BackupError(`${from} is incomplete: it holds no database.`);
  for (const name of dataContents.keys()) {
    if (!manifest.dataFiles.includes(name as Manifest["dataFiles"][number])) dataContents.delete(name);
  }
  return { manifest, databaseFile, dataContents };
}

/** The kept files the data folder holds with other contents than the backup's (a missing one does not differ). */
async function filesThatDiffer(dataDir: string, dataContents: ReadonlyMap<string, Buffer>): Promise<string[]> {
  const differing: string[] = [];
  for (const [name, contents] of dataContents) {
    const current = await readFile(path.join(dataDir, name)).catch(() => undefined);
    if (current !== undefined && !current.equals(contents)) differing.push(name);
  }
  return differing;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
