import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { OFFLINE_QUEUE_VERSION, type OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { memoryStorage } from "../test-support/memory-storage.ts";
import { accountSecretFromPassword, canSealFor, discardWaitingChanges, openSealedChanges, sealedQueueKey, sealWaitingChanges } from "./account-queue-seal.ts";

const ADA = "user-ada";
const BEN = "user-ben";
const NOTE = "Replaced the anode rod, it was nearly gone";

function change(id: string, ownerId: string | undefined, createdAt: number): OfflineQueueItem {
  return {
    id: `${createdAt}-${id}`,
    createdAt,
    attempts: 0,
    type: "complete",
    taskId: `task-${id}`,
    applianceId: "appliance-1",
    correlationId: `correlation-${id}`,
    meta: { notes: NOTE },
    ...(ownerId === undefined ? {} : { ownerId }),
  };
}

const queueOf = (...items: OfflineQueueItem[]) => JSON.stringify({ version: OFFLINE_QUEUE_VERSION, items });
const storedQueue = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.offlineQueue) ?? "null") as { items: OfflineQueueItem[] } | null;

async function signedIn(storage: ReturnType<typeof memoryStorage>, userId: string, password: string) {
  return openSealedChanges(storage, userId, await accountSecretFromPassword(password, userId));
}

describe("an account's waiting changes on a shared browser (decision 051)", () => {
  test("at sign-out they are sealed: neither the note nor the secret is left readable", async () => {
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(change("a", ADA, 1)) });
    await signedIn(storage, ADA, "correct horse battery");
    await expect(sealWaitingChanges(storage)).resolves.toEqual({ kind: "sealed", count: 1 });
    expect([...storage.entries.keys()]).toEqual([sealedQueueKey(ADA)]);
    expect(storage.getItem(sealedQueueKey(ADA))).not.toContain("anode");
  });

  test("the owner's next sign-in with the same password puts them back in the queue, as they were", async () => {
    const waiting = change("a", ADA, 1);
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(waiting) });
    await signedIn(storage, ADA, "correct horse battery");
    await sealWaitingChanges(storage);
    await expect(signedIn(storage, ADA, "correct horse battery")).resolves.toBe(1);
    expect(storedQueue(storage)?.items).toEqual([waiting]);
    expect(storage.getItem(sealedQueueKey(ADA))).toBeNull();
  });

  test("another password does not open them, and they stay sealed", async () => {
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(change("a", ADA, 1)) });
    await signedIn(storage, ADA, "correct horse battery");
    await sealWaitingChanges(storage);
    await expect(signedIn(storage, ADA, "a guess")).resolves.toBe(0);
    expect(storage.getItem(sealedQueueKey(ADA))).not.toBeNull();
    expect(storedQueue(storage)).toBeNull();
  });

  test("another account's changes are neither sealed with these nor opened by this sign-in", async () => {
    const bens = change("b", BEN, 2);
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(change("a", ADA, 1), bens) });
    await signedIn(storage, ADA, "correct horse battery");
    await sealWaitingChanges(storage);
    expect(storedQueue(storage)?.items).toEqual([bens]);
    await expect(signedIn(storage, BEN, "correct horse battery")).resolves.toBe(0);
    expect(storage.getItem(sealedQueueKey(ADA))).not.toBeNull();
  });

  test("changes sealed at two sign-outs all come back, oldest first", async () => {
    const first = change("a", ADA, 1);
    const second = change("c", ADA, 3);
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(first) });
    await signedIn(storage, ADA, "pw-1234567");
    await sealWaitingChanges(storage);
    // Signed in again where the sealed changes could not be opened at once, then another change waits.
    storage.setItem(LOCAL_STORAGE_KEYS.offlineQueue, queueOf(second));
    storage.setItem(LOCAL_STORAGE_KEYS.accountSecret, JSON.stringify({ userId: ADA, secret: btoa(String.fromCharCode(...(await accountSecretFromPassword("pw-1234567", ADA)))) }));
    await sealWaitingChanges(storage);
    await expect(signedIn(storage, ADA, "pw-1234567")).resolves.toBe(2);
    expect(storedQueue(storage)?.items).toEqual([first, second]);
  });

  test("without a secret (a session begun before sealing) the changes wait as they were", async () => {
    const queue = queueOf(change("a", ADA, 1));
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queue });
    await expect(sealWaitingChanges(storage)).resolves.toEqual({ kind: "no-secret" });
    expect(storage.getItem(LOCAL_STORAGE_KEYS.offlineQueue)).toBe(queue);
  });

  test("with nothing of theirs waiting, sign-out only removes the secret", async () => {
    const storage = memoryStorage();
    await signedIn(storage, ADA, "correct horse battery");
    await expect(sealWaitingChanges(storage)).resolves.toEqual({ kind: "nothing-waiting" });
    expect(storage.entries.size).toBe(0);
  });
});

describe("a session begun without the password (decision 057)", () => {
  test("can seal only for the account whose password was typed in this session", async () => {
    const storage = memoryStorage();
    expect(canSealFor(storage, ADA)).toBe(false);
    await signedIn(storage, ADA, "correct horse battery");
    expect(canSealFor(storage, ADA)).toBe(true);
    expect(canSealFor(storage, BEN)).toBe(false);
  });

  test("changes the person chose to lose leave the queue; another account's stay", () => {
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.offlineQueue]: queueOf(change("a", ADA, 1), change("b", BEN, 2), change("c", ADA, 3)) });
    expect(discardWaitingChanges(storage, ADA)).toBe(2);
    expect(storedQueue(storage)?.items.map((item) => item.ownerId)).toEqual([BEN]);
    expect(discardWaitingChanges(storage, BEN)).toBe(1);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.offlineQueue)).toBeNull();
  });
});
