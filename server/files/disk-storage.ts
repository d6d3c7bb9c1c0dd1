import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files in a folder (DATA_DIR/files): each key a file at its path. A file is written to a temporary name
 * beside it, flushed, then renamed, so a crash mid-write leaves no half file under the key.
 */
export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.tmp-${randomBytes(6).toString("hex")}`;
      const handle = await open(temporary, "wx");
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<Readable | undefined> {
      assertStorageKey(key);
      try {
        const handle = await open(fileOf(key), "r");
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertStorageKey(prefix, { prefix: true });
      await rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async list(prefix) {
      assertStorageKey(prefix, { prefix: true });
      try {
        const entries = await readdir(fileOf(prefix.slice(0, -1)), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.includes(".tmp-"))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
