import type { z } from "zod";
import { damagedCopyKey, isRecord, setAsideDamagedValue } from "@lib/offline-sync/index.ts";
import type { BrowserStorage, EncryptedStorage } from "./encrypted-storage.ts";

/**
 * One versioned value local mode keeps encrypted in the browser (docs/product.md §4.16): checked against
 * its domain schema on every read; an older shape migrated; a damaged one (undecryptable, not JSON, off
 * its schema) set aside under its own key with what could be kept, and the problem reported, never
 * thrown. The same approach as the offline queue's storage (lib/offline-sync), with encryption.
 */

export type StoredValueProblem = {
  readonly kind: "damaged";
  readonly key: string;
  /** Where the value as it was stored now lies; null when even that failed (the original is then left in place). */
  readonly setAsideKey: string | null;
  readonly reason: "undecryptable" | "not-json" | "invalid" | "newer-version";
  /** Set when the value was made whole again from the rest of what the browser keeps (VersionedStoreOptions.rebuild). */
  readonly rebuilt?: true;
};

/** What a stored value was read as. */
export type Decoded<Value> =
  | { readonly status: "current" | "migrated"; readonly value: Value }
  | { readonly status: "damaged"; readonly value: Value; readonly reason: "invalid" | "newer-version" };

export interface VersionedStore<Value> {
  /** The stored value, or the empty one; repairs storage as a side effect when it had to. */
  read(): Promise<Value>;
  /** Writes a value, checked against its schema first so nothing unreadable is ever stored. */
  write(value: Value): Promise<void>;
  /** Set when a read found the stored value damaged; the screen tells the user. */
  readonly problem: StoredValueProblem | undefined;
}

export interface VersionedStoreOptions<Value> {
  readonly key: string;
  readonly storage: BrowserStorage;
  readonly encrypted: EncryptedStorage;
  readonly schema: z.ZodType<Value>;
  readonly decode: (stored: unknown) => Decoded<Value>;
  readonly empty: () => Value;
  /** Milliseconds since the epoch, for naming a set-aside copy. */
  readonly now: () => number;
  /** Told of each damaged value as a read finds it, so the screen can say so (docs/product.md §4.16). */
  readonly reportProblem?: (problem: StoredValueProblem) => void;
  /**
   * Makes a damaged value whole again from the rest of what the browser keeps, given what could be read
   * of it; undefined when there is nothing to make it from. Asked only once the damaged value is set
   * aside, so what it stores in its place never costs what was there.
   */
  readonly rebuild?: (kept: Value) => Promise<Value | undefined>;
}

/**
 * Reads a stored value of any version: the current one as it is; an older one (a lower or missing
 * `version`) through `upgrade`, when the result fits the schema; a newer one (written by a later version
 * of the app, after a downgrade) is not guessed at; anything else keeps what `salvage` can.
 */
export function decodeVersioned<Value>(
  stored: unknown,
  {
    schema,
    version,
    upgrade,
    salvage,
    empty,
  }: {
    readonly schema: z.ZodType<Value>;
    readonly version: number;
    readonly upgrade: (stored: unknown) => unknown;
    readonly salvage: (stored: unknown) => Value;
    readonly empty: () => Value;
  },
): Decoded<Value> {
  const current = schema.safeParse(stored);
  if (current.success) return { status: "current", value: current.data };
  const storedVersion = isRecord(stored) ? stored.version : undefined;
  if (typeof storedVersion === "number" && storedVersion > version) return { status: "damaged", value: empty(), reason: "newer-version" };
  if (storedVersion === undefined || (typeof storedVersion === "number" && storedVersion < version)) {
    const upgraded = schema.safeParse(upgrade(stored));
    if (upgraded.success) return { status: "migrated", value: upgraded.data };
  }
  return { status: "damaged", value: salvage(stored), reason: "invalid" };
}

export function createVersionedStore<Value>({ key, storage, encrypted, schema, decode, empty, now, reportProblem, rebuild }: VersionedStoreOptions<Value>): VersionedStore<Value> {
  let problem: StoredValueProblem | undefined;

  async function write(value: Value): Promise<void> {
    await encrypted.write(key, JSON.stringify(schema.parse(value)));
  }

  /**
   * Keeps the stored text aside, then stores the repaired value. Ciphertext is kept as it is (the same
   * secret still opens it); plain text an older version left is encrypted first, so repairing never
   * leaves user data readable. If setting aside fails (a full storage), the original stays where it is.
   */
  async function setAside(stored: string, wasEncrypted: boolean): Promise<string> {
    if (wasEncrypted) return setAsideDamagedValue(storage, key, stored, now());
    const target = damagedCopyKey(storage, key, now());
    await encrypted.write(target, stored);
    return target;
  }

  /** What `rebuild` makes of a damaged value, checked like any value stored; undefined when it makes nothing. */
  async function rebuilt(kept: Value): Promise<Value | undefined> {
    if (!rebuild) return undefined;
    try {
      const whole = await rebuild(kept);
      return whole === undefined ? undefined : schema.parse(whole);
    } catch {
      // What could be read is still a value of its own: a value that cannot be made whole again keeps that.
      return undefined;
    }
  }

  /**
   * Keeps the stored text aside (when `reason` says it was damaged), then stores the repaired value, made
   * whole again first when the store can (`rebuild`), and answers the value it settled on. Ciphertext is
   * kept as it is (the same secret still opens it); plain text an older version left is encrypted first,
   * so a repair never leaves user data readable. If setting aside fails (a full storage), the original
   * stays where it is.
   */
  async function repair(stored: string, wasEncrypted: boolean, value: Value, reason: StoredValueProblem["reason"] | null): Promise<Value> {
    let setAsideKey: string | null = null;
    let repaired = value;
    let whole: Value | undefined;
    try {
      if (reason !== null) {
        setAsideKey = await setAside(stored, wasEncrypted);
        whole = await rebuilt(value);
        repaired = whole ?? value;
      }
      await write(repaired);
    } catch {
      // Storage refused (full, or blocked): the value is still usable in memory, and the problem says what was kept.
    }
    if (reason === null) return repaired;
    problem = { kind: "damaged", key, setAsideKey, reason, ...(whole !== undefined && { rebuilt: true as const }) };
    reportProblem?.(problem);
    return repaired;
  }

  return {
    async read() {
      const found = await encrypted.read(key);
      if (found.kind === "missing") return empty();
      if (found.kind === "unreadable") return repair(found.stored, found.wasEncrypted, empty(), found.wasEncrypted ? "undecryptable" : "not-json");
      let parsed: unknown;
      try {
        parsed = JSON.parse(found.text);
      } catch {
        return repair(found.stored, found.wasEncrypted, empty(), "not-json");
      }
      const decoded = decode(parsed);
      if (decoded.status === "damaged") return repair(found.stored, found.wasEncrypted, decoded.value, decoded.reason);
      // A migrated value, or plain text from before encryption, is written back in today's form.
      if (decoded.status === "migrated" || !found.wasEncrypted) await repair(found.stored, found.wasEncrypted, decoded.value, null);
      return decoded.value;
    },
    write,
    get problem() {
      return problem;
    },
  };
}
