import {
  DASHBOARD_CACHE_KEY_PREFIX,
  dashboardCacheEntrySchema,
  dashboardCacheKeyForAccount,
  type DashboardCacheEntry,
} from "@domain/entities/dashboard-cache.ts";
import type { ServerTask } from "@domain/entities/task.ts";

/*
 * The dashboard cache of docs/product.md §9.4 in the browser: the last list the dashboard showed, so it
 * opens at once and still shows something when the server cannot be reached (decision 021).
 */

/** The part of Web Storage the cache needs: localStorage in the browser, a map in tests. */
export type DashboardCacheStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
/** Storage whose keys can be listed, to clear every entry at once. */
export type ListableDashboardCacheStorage = DashboardCacheStorage & Pick<Storage, "length" | "key">;

/** One stored dashboard: an account's. */
export class DashboardCacheStore {
  readonly key: string;
  readonly #storage: DashboardCacheStorage;

  constructor(storage: DashboardCacheStorage, key: string) {
    this.#storage = storage;
    this.key = key;
  }

  /**
   * The stored entry, or null. A value that is not an entry (half written, hand edited, an older shape)
   * is removed rather than set aside: it is a copy of what the server holds, so nothing is lost.
   */
  read(): DashboardCacheEntry | null {
    const text = this.#storage.getItem(this.key);
    if (text === null) return null;
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      this.clear();
      return null;
    }
    const entry = dashboardCacheEntrySchema.safeParse(stored);
    if (entry.success) return entry.data;
    this.clear();
    return null;
  }

  write(entry: DashboardCacheEntry): void {
    try {
      this.#storage.setItem(this.key, JSON.stringify(entry));
    } catch {
      // A full storage: the older entry would now contradict the dashboard, so it goes; the dashboard
      // itself works on without a copy.
      this.clear();
    }
  }

  /**
   * The list as the dashboard now shows it, after a change made in place (an optimistic write or its
   * rollback). The entry keeps the time its list was read from the server: a change made on top of an
   * old list does not make that list younger. Without an entry there is nothing to follow: it was
   * cleared on purpose (an appliance changed) or never written.
   */
  replaceTasks(tasks: readonly ServerTask[]): void {
    const current = this.read();
    if (current) this.write({ tasks: [...tasks], timestamp: current.timestamp });
  }

  clear(): void {
    this.#storage.removeItem(this.key);
  }
}

/** This browser's localStorage, or null where there is none or the browser refuses it (some private modes). */
export function browserDashboardCacheStorage(): ListableDashboardCacheStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored dashboard of the account `userId` (decision 021), or null without storage. */
export function accountDashboardCache(userId: string, storage: DashboardCacheStorage | null = browserDashboardCacheStorage()): DashboardCacheStore | null {
  return storage ? new DashboardCacheStore(storage, dashboardCacheKeyForAccount(userId)) : null;
}

/**
 * Removes every stored dashboard in this browser, whoever's: when a session ends (its list is no one
 * else's business) and when the home's appliances change (the list no longer matches them).
 */
export function forgetStoredDashboards(storage: ListableDashboardCacheStorage | null = browserDashboardCacheStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(DASHBOARD_CACHE_KEY_PREFIX)) keys.push(key);
  }
  // Listed first, removed after: removing while walking the indices would skip keys.
  for (const key of keys) storage.removeItem(key);
}
