import type { Readable } from "node:stream";
import path from "node:path";
import type { Config } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { createMemoryStorage } from "./memory-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/**
 * Where documents' bytes are kept: a folder under DATA_DIR by default, or an S3-compatible store when
 * S3_BUCKET is set (docs/decisions/079-document-storage.md). Keys are `/`-separated paths of letters,
 * digits, `.`, `_` and `-` (`homes/{homeId}/{documentId}`), so a prefix is a home's folder.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, whole or not at all: a reader never sees half a file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes `key`; nothing happens when it is absent. */
  delete(key: string): Promise<void>;
  /** Removes every key that starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys that start with `prefix`, for checks and tests. */
  list(prefix: string): Promise<string[]>;
}

/** The storage the configuration asks for: S3 when configured, else files under DATA_DIR (memory for a `memory://` one). */
export function createFileStorage(config: Pick<Config, "dataDir" | "fileStorage">): FileStorage {
  if (config.fileStorage.kind === "s3") return createS3Storage(config.fileStorage);
  if (config.dataDir.startsWith("memory://")) return createMemoryStorage();
  return createDiskStorage(path.join(config.dataDir, "files"));
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave its folder (`..`, an absolute path) or that a store would spell differently. */
export function assertStorageKey(key: string, { prefix = false } = {}): void {
  const bare = prefix ? key.replace(/\/$/, "") : key;
  if (prefix && !key.endsWith("/")) throw new Error(`A storage prefix ends with "/": ${key}`);
  if (!KEY_PATTERN.test(bare) || bare.split("/").some((part) => part === "." || part === "..")) throw new Error(`Not a storage key: ${key}`);
}

/** The prefix all of a home's files live under. */
export const homeFilesPrefix = (homeId: string) => `homes/${homeId}/`;
