/** Where the queued changes stand (docs/product.md §4.13): waiting, being sent, or the last try failed. */
export type SyncState = "idle" | "syncing" | "failed";

export type ConnectionFacts = {
  online: boolean;
  /** Changes made here that the server has not received yet. */
  pendingChanges?: number;
  sync?: SyncState;
};

export type ConnectionTone = "offline" | "pending" | "syncing" | "failed";

export type ConnectionMessage = {
  tone: ConnectionTone;
  /** The state in a word or two; absent when the pending count says it all. */
  label?: string;
  /** "2 changes waiting to sync", when any are waiting. */
  pending?: string;
  /** The count alone, for the narrow layout of a phone. */
  count?: number;
};

/** '1 change waiting to sync', '2 changes waiting to sync' (docs/product.md §4.13). */
export function pendingChangesText(count: number): string {
  return `${count} ${count === 1 ? "change" : "changes"} waiting to sync`;
}

/**
 * What the connection indicator says, or nothing when there is nothing to say (online, nothing waiting).
 * Offline wins over the sync state: nothing is sent while offline, so "syncing" would not be true.
 */
export function connectionMessage({ online, pendingChanges = 0, sync = "idle" }: ConnectionFacts): ConnectionMessage | null {
  const count = Number.isInteger(pendingChanges) && pendingChanges > 0 ? pendingChanges : 0;
  const waiting = count > 0 ? { pending: pendingChangesText(count), count } : {};
  if (!online) return { tone: "offline", label: "Offline", ...waiting };
  if (sync === "syncing") return { tone: "syncing", label: "Syncing", ...waiting };
  if (sync === "failed") return { tone: "failed", label: "Sync failed", ...waiting };
  if (count > 0) return { tone: "pending", ...waiting };
  return null;
}
