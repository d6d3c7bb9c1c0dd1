import { KEPT_ON_SIGN_OUT, LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/** Storage that can list its keys, as Web Storage can. */
export type ListableStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Every local-storage key signing out clears, from the one list of docs/product.md §9.1 (domain/entities/browser-storage-keys.ts). */
export const SIGN_OUT_LOCAL_STORAGE_KEYS: readonly string[] = Object.values(LOCAL_STORAGE_KEYS).filter((key) => !KEPT_ON_SIGN_OUT.includes(key));
/** Keys made per user or per appliance set: cleared by prefix. */
export const SIGN_OUT_LOCAL_STORAGE_PREFIXES: readonly string[] = Object.values(LOCAL_STORAGE_KEY_PREFIXES);
export const SIGN_OUT_SESSION_STORAGE_KEYS: readonly string[] = Object.values(SESSION_STORAGE_KEYS);

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

/**
 * Signing out (docs/product.md §4.16) clears every key the product keeps in the browser (§9.1), not only
 * the app-wide state: the local users, data store, tasks and their encryption secret, the offline queue,
 * the dashboard cache, the markers, the consent, and the damaged copies set aside next to any of them.
 * The theme stays (KEPT_ON_SIGN_OUT). The caller resets the in-memory app store first, or its persistence
 * would write the state straight back. Returns the keys removed.
 */
export function clearProductBrowserData({ local, session }: { readonly local: ListableStorage; readonly session?: ListableStorage }): string[] {
  const removed: string[] = [];
  const clear = (storage: ListableStorage, shouldClear: (key: string) => boolean) => {
    // Listed first, removed after: removing while walking the indices would skip keys.
    for (const key of keysOf(storage).filter(shouldClear)) {
      storage.removeItem(key);
      removed.push(key);
    }
  };
  clear(local, clearedBy(SIGN_OUT_LOCAL_STORAGE_KEYS, SIGN_OUT_LOCAL_STORAGE_PREFIXES));
  if (session) clear(session, clearedBy(SIGN_OUT_SESSION_STORAGE_KEYS, []));
  return removed;
}
