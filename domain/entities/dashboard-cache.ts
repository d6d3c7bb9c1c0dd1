import { z } from "zod";
import { serverTaskSchema } from "./task.ts";

/**
 * The dashboard cache (docs/product.md §3.16, §9.4): the last task list, so the dashboard opens instantly
 * and works offline. A signed-in person's entry is kept per account (decision 021).
 */
export const DASHBOARD_CACHE_KEY_PREFIX = "hearthkeep:dashboard:v1:";
/** Fresh for 15 minutes while online. */
export const DASHBOARD_CACHE_TTL_MS = 15 * 60 * 1000;
/** Offline, an entry up to 24 hours old beats nothing. */
export const DASHBOARD_CACHE_OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const dashboardCacheEntrySchema = z.object({
  /**
   * The list as `GET /tasks/for-dashboard` answers it, the shape the dashboard holds: the client shape
   * would drop what the screen still needs (the do-it-yourself and professional costs of the savings).
   */
  tasks: z.array(serverTaskSchema),
  /** When the entry was written, ms since the epoch. */
  timestamp: z.number().int().min(0),
});
export type DashboardCacheEntry = z.infer<typeof dashboardCacheEntrySchema>;

export interface ApplianceWithAge {
  readonly applianceId: string;
  readonly yearsPurchased?: number | null;
}

/** FNV-1a, 32 bits: short, stable, and enough to tell appliance sets apart (not for secrets). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The storage key for a set of appliances and their ages; order does not matter. */
export function dashboardCacheKey(appliances: readonly ApplianceWithAge[]): string {
  const canonical = [...appliances]
    .map((appliance) => `${appliance.applianceId}=${appliance.yearsPurchased ?? ""}`)
    .sort()
    .join("|");
  return `${DASHBOARD_CACHE_KEY_PREFIX}${fnv1a(canonical)}`;
}

/**
 * The storage key of an account's dashboard (decision 021): the list belongs to the account, and offline
 * its appliances cannot be known before the list itself is read. Same prefix and hash as above.
 */
export function dashboardCacheKeyForAccount(userId: string): string {
  return `${DASHBOARD_CACHE_KEY_PREFIX}${fnv1a(`account:${userId}`)}`;
}

/** Whether a cache entry may be shown: 15 minutes online, 24 hours offline. */
export function isDashboardCacheUsable(entry: DashboardCacheEntry, nowMs: number, offline: boolean): boolean {
  const age = nowMs - entry.timestamp;
  if (age < 0) return false;
  return age <= (offline ? DASHBOARD_CACHE_OFFLINE_MAX_AGE_MS : DASHBOARD_CACHE_TTL_MS);
}
