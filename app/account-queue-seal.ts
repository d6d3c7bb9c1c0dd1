import { z } from "zod";
import { LOCAL_STORAGE_KEYS, SEALED_QUEUE_KEY_PREFIX } from "@domain/entities/browser-storage-keys.ts";
import { offlineQueueItemSchema, type OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { createEncryptedStorage, ENCRYPTION_SECRET_BYTES, fromBase64, PBKDF2_ITERATIONS, toBase64 } from "@lib/local-mode/index.ts";
import { parseStoredQueue } from "@lib/offline-sync/index.ts";

/*
 * An account's waiting changes on a shared browser (docs/decisions/051-waiting-changes-sealed-at-sign-out.md):
 * while its owner is signed in they wait in the offline queue as ever; at sign-out they are sealed with a
 * secret derived from the owner's password, and the secret leaves the browser with the session. The next
 * sign-in with that password derives the same secret, opens them and puts them back in the queue.
 */

/** The part of Web Storage this needs: localStorage in the browser, a map in tests. */
export type SealStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const ACCOUNT_SECRET_KEY = LOCAL_STORAGE_KEYS.accountSecret;
const QUEUE_KEY = LOCAL_STORAGE_KEYS.offlineQueue;

export const sealedQueueKey = (userId: string) => `${SEALED_QUEUE_KEY_PREFIX}${userId}`;

const keptSecretSchema = z.object({ userId: z.string().min(1), secret: z.string().min(1) });
const sealedItemsSchema = z.array(offlineQueueItemSchema);

/**
 * The account's secret: PBKDF2 of its password, salted with its id so two accounts of one password differ.
 * The same password gives the same secret on every sign-in; nothing of it is kept after sign-out.
 */
export async function accountSecretFromPassword(password: string, userId: string, crypto: Crypto = globalThis.crypto): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", salt: encoder.encode(`hearthkeep:account-secret:${userId}`), iterations: PBKDF2_ITERATIONS, hash: "SHA-256" },
    material,
    ENCRYPTION_SECRET_BYTES * 8,
  );
  return new Uint8Array(bits);
}

function keptSecret(storage: SealStorage): { userId: string; secret: Uint8Array<ArrayBuffer> } | undefined {
  const text = storage.getItem(ACCOUNT_SECRET_KEY);
  if (text === null) return undefined;
  try {
    const kept = keptSecretSchema.parse(JSON.parse(text));
    const secret = fromBase64(kept.secret);
    return secret ? { userId: kept.userId, secret } : undefined;
  } catch {
    return undefined;
  }
}

const sealing = (storage: SealStorage, secret: Uint8Array<ArrayBuffer>, crypto: Crypto) => createEncryptedStorage({ storage, crypto, secret: () => secret });

/**
 * At a password sign-in: keeps the account's secret for its session, and puts the changes it sealed at its
 * last sign-out back in the queue, as they were. Returns how many came back (0 when none, or when they do
 * not open: a password changed since, a value damaged; they stay sealed, for nobody else can read them).
 */
export async function openSealedChanges(storage: SealStorage, userId: string, secret: Uint8Array<ArrayBuffer>, crypto: Crypto = globalThis.crypto): Promise<number> {
  storage.setItem(ACCOUNT_SECRET_KEY, JSON.stringify({ userId, secret: toBase64(secret) }));
  const key = sealedQueueKey(userId);
  const read = await sealing(storage, secret, crypto).read(key);
  if (read.kind !== "text" || !read.wasEncrypted) return 0;
  let sealed: OfflineQueueItem[];
  try {
    sealed = sealedItemsSchema.parse(JSON.parse(read.text));
  } catch {
    return 0;
  }
  const { queue, damaged } = parseStoredQueue(storage.getItem(QUEUE_KEY));
  if (damaged) return 0;
  const waiting = new Set(queue.items.map((item) => item.id));
  const restored = sealed.filter((item) => !waiting.has(item.id));
  const items = [...queue.items, ...restored].sort((first, second) => first.createdAt - second.createdAt);
  storage.setItem(QUEUE_KEY, JSON.stringify({ ...queue, items }));
  storage.removeItem(key);
  return restored.length;
}

/**
 * Whether this account's waiting changes can be sealed at sign-out: its secret is here only when it signed
 * in with its password in this browser, in this session (a session restored from its cookie alone has none).
 */
export function canSealFor(storage: SealStorage, userId: string): boolean {
  return keptSecret(storage)?.userId === userId;
}

/**
 * The person chose to sign out and lose their waiting changes, which could not be sealed for them
 * (docs/decisions/057-waiting-changes-without-a-password-this-session.md): they leave the queue; other
 * accounts' are left alone. Returns how many went.
 */
export function discardWaitingChanges(storage: SealStorage, userId: string): number {
  const { queue, damaged } = parseStoredQueue(storage.getItem(QUEUE_KEY));
  if (damaged) return 0;
  const others = queue.items.filter((item) => item.ownerId !== userId);
  if (others.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify({ ...queue, items: others }));
  return queue.items.length - others.length;
}

/** What sealing at sign-out came to: `count` changes sealed, or why none were. */
export type SealOutcome = { kind: "sealed"; count: number } | { kind: "nothing-waiting" } | { kind: "no-secret" };

/**
 * At sign-out: the signed-in account's waiting changes leave the queue sealed under their owner's id, and
 * the account's secret is removed, so nothing of them can be read in this browser until that person signs
 * in again. Other accounts' changes (already sealed, or waiting in a queue they own) are left alone. Without
 * a secret (a session begun before sealing existed) the changes wait as they were.
 */
export async function sealWaitingChanges(storage: SealStorage, crypto: Crypto = globalThis.crypto): Promise<SealOutcome> {
  const kept = keptSecret(storage);
  storage.removeItem(ACCOUNT_SECRET_KEY);
  if (!kept) return { kind: "no-secret" };
  const { queue, damaged } = parseStoredQueue(storage.getItem(QUEUE_KEY));
  if (damaged) return { kind: "no-secret" };
  const theirs = queue.items.filter((item) => item.ownerId === kept.userId);
  if (theirs.length === 0) return { kind: "nothing-waiting" };
  const key = sealedQueueKey(kept.userId);
  const seal = sealing(storage, kept.secret, crypto);
  const earlier = await seal.read(key);
  const alreadySealed = earlier.kind === "text" ? sealedItemsSchema.safeParse(JSON.parse(earlier.text)) : undefined;
  await seal.write(key, JSON.stringify([...(alreadySealed?.success ? alreadySealed.data : []), ...theirs]));
  const others = queue.items.filter((item) => item.ownerId !== kept.userId);
  if (others.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify({ ...queue, items: others }));
  return { kind: "sealed", count: theirs.length };
}
