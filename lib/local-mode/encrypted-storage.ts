import { z } from "zod";
import { isRecord, setAsideDamagedValue } from "@lib/offline-sync/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/**
 * User data kept in the browser encrypted (docs/product.md §9.1): AES-GCM with a 256-bit key derived by
 * PBKDF2 (SHA-256, 100,000 iterations) through Web Crypto; a fresh random salt and IV for every write,
 * kept with the ciphertext in a versioned envelope, so a later change of cipher or iteration count can
 * still read what an older version wrote.
 *
 * Where the key material comes from, and what that buys: local mode has no account and no password to
 * derive a key from, and asking for a passphrase would turn "try it without an account" into an account.
 * So each browser gets a random 256-bit secret, kept under its own key (`hearthkeep:local-secret`),
 * and every value's key is derived from it. The secret sits in the same storage as the data, so this does
 * not protect against script running on this origin (it could read both); what it does is keep user
 * data from ever lying in storage as plain text, where it is readable by anything that scans the
 * browser's profile on disk, by a backup or synced copy of it, by an extension reading known keys, or by
 * whoever glances at the developer tools. Signing out removes the secret with the data (browser-data.ts),
 * so any copy left behind (a damaged value set aside, a backup) can no longer be read.
 */

/** The length of a secret that keys are derived from. */
export const ENCRYPTION_SECRET_BYTES = 32;
/** docs/product.md §9.1: the PBKDF2 iteration count. */
export const PBKDF2_ITERATIONS = 100_000;
/** A ceiling on what an envelope may ask for, so a tampered value cannot make a read take minutes. */
const MAX_ITERATIONS = 10 * PBKDF2_ITERATIONS;
const SECRET_BYTES = ENCRYPTION_SECRET_BYTES;
const SALT_BYTES = 16;
/** AES-GCM's recommended IV length. */
const IV_BYTES = 12;
const ENVELOPE_FORMAT = "hearthkeep:encrypted";
/** Derived keys kept in memory: a read right after a write (the usual case) reuses the write's. */
const DERIVED_KEY_CACHE_SIZE = 16;

const LOCAL_SECRET_KEY = LOCAL_STORAGE_KEYS.localSecret;

/** The part of the Web Storage API local mode needs; localStorage in the browser, a map in tests. */
export type BrowserStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

const base64Bytes = (length?: number) =>
  z
    .string()
    .min(1)
    .transform((text, context) => {
      const bytes = fromBase64(text);
      if (bytes === undefined || (length !== undefined && bytes.length !== length)) {
        context.addIssue({ code: "custom", message: `Expected base64 of ${length ?? "some"} bytes` });
        return z.NEVER;
      }
      return bytes;
    });

/** The stored form: everything needed to decrypt except the secret. */
const envelopeSchema = z.object({
  format: z.literal(ENVELOPE_FORMAT),
  version: z.literal(1),
  /** The key it was written under, authenticated with the data (see read). */
  key: z.string().min(1),
  kdf: z.literal("PBKDF2-SHA-256"),
  iterations: z.number().int().min(PBKDF2_ITERATIONS).max(MAX_ITERATIONS),
  salt: base64Bytes(SALT_BYTES),
  cipher: z.literal("AES-GCM"),
  iv: base64Bytes(IV_BYTES),
  data: base64Bytes(),
});

/** What reading a key found. `stored` is the text as it lies in storage, for setting it aside unchanged. */
export type EncryptedRead =
  | { readonly kind: "missing" }
  /** The text that was written; `wasEncrypted` is false for plain text an older version left behind. */
  | { readonly kind: "text"; readonly text: string; readonly stored: string; readonly wasEncrypted: boolean }
  /**
   * Nothing usable: an envelope that does not decrypt (another secret, a changed byte, moved from another
   * key) or is not well formed, or plain text that is not JSON (half a write).
   */
  | { readonly kind: "unreadable"; readonly stored: string; readonly wasEncrypted: boolean };

export interface EncryptedStorage {
  read(key: string): Promise<EncryptedRead>;
  write(key: string, text: string): Promise<void>;
}

export interface EncryptedStorageOptions {
  readonly storage: BrowserStorage;
  /** Web Crypto; the browser's (and Node's) `globalThis.crypto`. */
  readonly crypto?: Crypto;
  /** Milliseconds since the epoch, for naming a damaged secret set aside. */
  readonly now?: () => number;
  /**
   * Where the key material comes from, when not the browser's local secret: an account's secret that is
   * in this browser only while its owner is signed in (decision 051). Without it no write is possible.
   */
  readonly secret?: () => Uint8Array<ArrayBuffer> | undefined;
}

function looksLikeEnvelope(value: unknown): boolean {
  return isRecord(value) && value.format === ENVELOPE_FORMAT;
}

export function createEncryptedStorage({ storage, crypto = globalThis.crypto, now = Date.now, secret: givenSecret }: EncryptedStorageOptions): EncryptedStorage {
  const derivedKeys = new Map<string, Promise<CryptoKey>>();
  const encoder = new TextEncoder();

  function readSecret(): Uint8Array<ArrayBuffer> | undefined {
    if (givenSecret) {
      const secret = givenSecret();
      return secret?.length === SECRET_BYTES ? secret : undefined;
    }
    const stored = storage.getItem(LOCAL_SECRET_KEY);
    if (stored === null) return undefined;
    const bytes = fromBase64(stored);
    if (bytes?.length === SECRET_BYTES) return bytes;
    // A secret that is not one can decrypt nothing; kept aside in case it is what someone needs to recover.
    setAsideDamagedValue(storage, LOCAL_SECRET_KEY, stored, now());
    storage.removeItem(LOCAL_SECRET_KEY);
    return undefined;
  }

  function secretForWriting(): Uint8Array<ArrayBuffer> {
    const existing = readSecret();
    if (existing) return existing;
    if (givenSecret) throw new Error("No secret to encrypt with");
    const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
    storage.setItem(LOCAL_SECRET_KEY, toBase64(secret));
    return secret;
  }

  function deriveKey(secret: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
    const cacheKey = `${toBase64(secret)}|${toBase64(salt)}|${iterations}`;
    const cached = derivedKeys.get(cacheKey);
    if (cached) return cached;
    const derived = crypto.subtle
      .importKey("raw", secret, "PBKDF2", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey({ name: "PBKDF2", salt, iterations, hash: "SHA-256" }, material, { name: "AES-GCM", length: 256 }, false, [
          "encrypt",
          "decrypt",
        ]),
      );
    derivedKeys.set(cacheKey, derived);
    // Oldest first out: a Map keeps insertion order.
    for (const oldest of derivedKeys.keys()) {
      if (derivedKeys.size <= DERIVED_KEY_CACHE_SIZE) break;
      derivedKeys.delete(oldest);
    }
    derived.catch(() => derivedKeys.delete(cacheKey));
    return derived;
  }

  return {
    async read(key) {
      const stored = storage.getItem(key);
      if (stored === null) return { kind: "missing" };
      let parsed: unknown;
      try {
        parsed = JSON.parse(stored);
      } catch {
        return { kind: "unreadable", stored, wasEncrypted: false };
      }
      if (!looksLikeEnvelope(parsed)) return { kind: "text", text: stored, stored, wasEncrypted: false };
      const envelope = envelopeSchema.safeParse(parsed);
      const secret = readSecret();
      if (!envelope.success || secret === undefined) return { kind: "unreadable", stored, wasEncrypted: true };
      const { salt, iv, data, iterations, key: writtenUnder } = envelope.data;
      // The key a value was written under is authenticated with it, so a value moved under another key
      // does not read; a damaged copy set aside next to its key (`<key>:damaged:<ms>`) still does.
      if (key !== writtenUnder && !key.startsWith(`${writtenUnder}:damaged:`)) return { kind: "unreadable", stored, wasEncrypted: true };
      try {
        const cryptoKey = await deriveKey(secret, salt, iterations);
        const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(writtenUnder) }, cryptoKey, data);
        return { kind: "text", text: new TextDecoder("utf-8", { fatal: true }).decode(plain), stored, wasEncrypted: true };
      } catch {
        return { kind: "unreadable", stored, wasEncrypted: true };
      }
    },

    async write(key, text) {
      const secret = secretForWriting();
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cryptoKey = await deriveKey(secret, salt, PBKDF2_ITERATIONS);
      const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(key) }, cryptoKey, encoder.encode(text));
      const envelope = {
        format: ENVELOPE_FORMAT,
        version: 1,
        key,
        kdf: "PBKDF2-SHA-256",
        iterations: PBKDF2_ITERATIONS,
        salt: toBase64(salt),
        cipher: "AES-GCM",
        iv: toBase64(iv),
        data: toBase64(new Uint8Array(data)),
      } satisfies z.input<typeof envelopeSchema>;
      storage.setItem(key, JSON.stringify(envelope));
    },
  };
}
