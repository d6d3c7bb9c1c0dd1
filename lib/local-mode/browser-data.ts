import { KEPT_ON_SIGN_OUT, LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import type { OfflineQueue, OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { parseStoredQueue } from "@lib/offline-sync/index.ts";

/** Storage that can list its keys, as Web Storage can. */
export type ListableStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Storage whose values can also be read and written: the offline queue is narrowed, not removed. */
export type ClearableStorage = ListableStorage & Pick<Storage, "getItem" | "setItem">;

/** Every local-storage key signing out clears, from the one list of docs/product.md §9.1 (domain/entities/browser-storage-keys.ts). */
export const SIGN_OUT_LOCAL_STORAGE_KEYS: readonly string[] = Object.values(LOCAL_STORAGE_KEYS).filter((key) => !KEPT_ON_SIGN_OUT.includes(key));
/** Keys made per user or per appliance set: cleared by prefix. */
export const SIGN_OUT_LOCAL_STORAGE_PREFIXES: readonly string[] = Object.values(LOCAL_STORAGE_KEY_PREFIXES);
export const SIGN_OUT_SESSION_STORAGE_KEYS: readonly string[] = Object.values(SESSION_STORAGE_KEYS);

/**
 * Who the home kept in the browser is, to tell its own changes in the offline queue from an account's:
 * its local users' ids (the owner a change records, docs/product.md §3.15), and its tasks' ids (for a
 * change queued before owners were recorded).
 */
export type LocalHomeIdentity = { readonly userIds: readonly string[]; readonly taskIds: readonly string[] };

const NOBODY: LocalHomeIdentity = { userIds: [], taskIds: [] };

const QUEUE_KEY = LOCAL_STORAGE_KEYS.offlineQueue;

function keysOf(storage: ListableStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** A listed key, a copy set aside next to it (`<key>:damaged:<ms>`), or a key under a listed prefix. */
function clearedBy(keys: readonly string[], prefixes: readonly string[]) {
  return (candidate: string) =>
    keys.some((key) => candidate === key || candidate.startsWith(`${key}:`)) || prefixes.some((prefix) => candidate.startsWith(prefix));
}

function isTheHomes(item: OfflineQueueItem, home: LocalHomeIdentity): boolean {
  return item.ownerId === undefined ? home.taskIds.includes(item.taskId) : home.userIds.includes(item.ownerId);
}

/**
 * The offline queue loses the home's own changes and keeps everyone else's: a change waits for the account
 * that made it, through any sign-out on this browser (docs/product.md §4.13,
 * docs/decisions/026-refresh-token-reuse-interval.md). A queue that does not read as today's is left as it
 * is: whose changes it holds cannot be told, and the queue's own store repairs it, keeping every change it
 * can, when its owner's session next reads it. Returns whether the key was removed.
 */
function removeTheHomesQueuedChanges(storage: ClearableStorage, home: LocalHomeIdentity): boolean {
  const text = storage.getItem(QUEUE_KEY);
  if (text === null) return false;
  // The queue's own reader (lib/offline-sync): anything but today's shape reads as damaged, and stays as it is.
  const { queue, damaged } = parseStoredQueue(text);
  if (damaged) return false;
  const others = queue.items.filter((item) => !isTheHomes(item, home));
  if (others.length === 0) {
    storage.removeItem(QUEUE_KEY);
    return true;
  }
  if (others.length < queue.items.length) storage.setItem(QUEUE_KEY, JSON.stringify({ ...queue, items: others } satisfies OfflineQueue));
  return false;
}

/**
 * Signing out of local mode (docs/product.md §4.16, 'Erase and sign out') clears every key the product keeps
 * in the browser (§9.1), not only the app-wide state: the local users, data store, tasks, achievements,
 * notifications and their encryption secret, the dashboard cache, the markers, the consent, and the damaged
 * copies set aside next to any of them. The theme stays (KEPT_ON_SIGN_OUT), and so do the changes of an
 * account still waiting in the offline queue (§4.13), with the copies of the queue set aside: only the
 * home's own changes go. The caller resets the in-memory app store first, or its persistence would write the
 * state straight back. Returns the keys removed.
 */
export function clearProductBrowserData({
  local,
  session,
  localHome = NOBODY,
}: {
  readonly local: ClearableStorage;
  readonly session?: ListableStorage;
  /** The home being erased; without it no queued change is known to be its own, and all of them stay. */
  readonly localHome?: LocalHomeIdentity;
}): string[] {
  const removed: string[] = [];
  const clear = (storage: ListableStorage, shouldClear: (key: string) => boolean) => {
    // Listed first, removed after: removing while walking the indices would skip keys.
    for (const key of keysOf(storage).filter(shouldClear)) {
      storage.removeItem(key);
      removed.push(key);
    }
  };
  const cleared = clearedBy(SIGN_OUT_LOCAL_STORAGE_KEYS, SIGN_OUT_LOCAL_STORAGE_PREFIXES);
  const isQueue = clearedBy([QUEUE_KEY], []);
  clear(local, (key) => cleared(key) && !isQueue(key));
  if (removeTheHomesQueuedChanges(local, localHome)) removed.push(QUEUE_KEY);
  if (session) clear(session, clearedBy(SIGN_OUT_SESSION_STORAGE_KEYS, []));
  return removed;
}
