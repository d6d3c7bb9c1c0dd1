import path from "node:path";
import type { Config } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { FileStorage } from "./file-storage.ts";
import { createMemoryStorage } from "./memory-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

// Apart from file-storage.ts, which the drivers import, so that no import runs in a circle.
/** The storage the configuration asks for: S3 when configured, else files under DATA_DIR (memory for a `memory://` one). */
export function createFileStorage(config: Pick<Config, "dataDir" | "fileStorage">): FileStorage {
  if (config.fileStorage.kind === "s3") return createS3Storage(config.fileStorage);
  if (config.dataDir.startsWith("memory://")) return createMemoryStorage();
  return createDiskStorage(path.join(config.dataDir, "files"));
}
