import { Readable } from "node:stream";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";

/** Files in memory, for a server whose DATA_DIR is `memory://` (nothing is kept after it stops). */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    put(key, bytes) {
      assertStorageKey(key);
      files.set(key, Uint8Array.from(bytes));
      return Promise.resolve();
    },
    get(key) {
      assertStorageKey(key);
      const bytes = files.get(key);
      return Promise.resolve(bytes ? Readable.from([Buffer.from(bytes)]) : undefined);
    },
    delete(key) {
      assertStorageKey(key);
      files.delete(key);
      return Promise.resolve();
    },
    deletePrefix(prefix) {
      assertStorageKey(prefix, { prefix: true });
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
      return Promise.resolve();
    },
    list(prefix) {
      assertStorageKey(prefix, { prefix: true });
      return Promise.resolve([...files.keys()].filter((key) => key.startsWith(prefix)).sort());
    },
  };
}
