import { PENDING_SIGN_OUT_KEY } from "@lib/http/index.ts";

/*
 * The tabs of a browser share one refresh cookie, so a sign-out in one ends what the others hold too: the
 * cookie is cleared, or (offline, decision 032) owed to the server and worth nothing here. Each tab keeps
 * its own access token in memory, though, and went on showing the account until its next refresh, up to
 * 15 minutes. A sign-out writes its record (pending-sign-out.ts) before anything else, online or not, and
 * the browser tells every other tab of the same origin when localStorage changes: that is the signal.
 */

/** What another tab did to the record of a sign-out still owed to the server. */
export type SignOutRecordChange =
  /** It signed out: its logout is on its way, or could not be sent. */
  | "signed-out"
  /** The server has answered the logout, or a new sign-in replaced the cookie it was about. */
  | "settled";

/** Where the tab hears of other tabs' storage changes: the window, or a stand-in in tests. */
export type StorageEvents = Pick<Window, "addEventListener" | "removeEventListener">;

/**
 * Calls `listener` when another tab of this browser writes or strikes out the record of a pending sign-out
 * in `storage` (localStorage); returns the unsubscribe function. The tab that writes it hears nothing: the
 * browser sends `storage` events to the others only.
 */
export function onSignOutInAnotherTab(
  listener: (change: SignOutRecordChange) => void,
  { events = globalThis.window, storage = browserLocalStorage }: { events?: StorageEvents | undefined; storage?: () => Storage | null } = {},
): () => void {
  if (!events) return () => undefined;
  const heard = (event: Event) => {
    if (!isStorageEvent(event) || event.key !== PENDING_SIGN_OUT_KEY) return;
    // Session storage is each tab's own; only the shared record counts.
    if (event.storageArea !== storage()) return;
    listener(event.newValue === null ? "settled" : "signed-out");
  };
  events.addEventListener("storage", heard);
  return () => events.removeEventListener("storage", heard);
}

/* A guard rather than `instanceof`: where there is no StorageEvent class (a test's stand-in window), nothing is one. */
const isStorageEvent = (event: Event): event is StorageEvent => "storageArea" in event && "newValue" in event;

/** This browser's localStorage, or null where the browser refuses it (some private modes): then no record is shared. */
function browserLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
