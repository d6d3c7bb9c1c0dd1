import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded database is one process's files: two processes opening the same PGlite folder would
 * corrupt it. The process that opens it writes its pid here; another (the one-off `npm run jobs`)
 * refuses to open the folder while that process lives.
 */
export function dataFolderLockFile(dataDir: string): string {
  return path.join(dataDir, "pglite.pid");
}

/** The pid of a living process holding the folder, or undefined. */
export async function dataFolderHolder(dataDir: string): Promise<number | undefined> {
  const text = await readFile(dataFolderLockFile(dataDir), "utf8").catch(() => undefined);
  const pid = Number(text?.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

export async function holdDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = dataFolderLockFile(dataDir);
  await writeFile(file, String(process.pid), { mode: 0o600 });
  return () => rm(file, { force: true });
}
