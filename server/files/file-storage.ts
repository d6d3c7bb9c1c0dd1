import type { Readable } from "node:stream";

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

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could leave its folder (`..`, an absolute path) or that a store would spell differently. */
export function assertStorageKey(key: string, { prefix = false } = {}): void {
  const bare = prefix ? key.replace(/\/$/, "") : key;
  if (prefix && !key.endsWith("/")) throw new Error(`A storage prefix ends with "/": ${key}`);
  if (!KEY_PATTERN.test(bare) || bare.split("/").some((part) => part === "." || part === "..")) throw new Error(`Not a storage key: ${key}`);
}

/** The prefix all of a home's files live under. */
export const homeFilesPrefix = (homeId: string) => `homes/${homeId}/`;
