/*
 * A sign-out the server has not been told of yet. Signing out forgets the session in the browser at once,
 * but the refresh cookie is httpOnly (docs/product.md §4.1): only the server's answer to the logout can
 * clear it and end its family. When that answer does not come (the browser is offline, the server fails),
 * the cookie would quietly buy a new session at the next start, and on a shared computer the next person
 * would open the previous one's account. So the sign-out is written down here before the logout is sent,
 * and struck out only once the server has answered it; while it stands, nothing presents the cookie to
 * buy a session (the start-up probe, a refresh, the probe the page's entry sends ahead) before the logout
 * has been sent again and answered.
 *
 * Kept free of the app's code (no zod, no React): the page's entry reads it before any of that arrives
 * (early-requests.ts).
 */

/**
 * docs/product.md §9.1: where the browser keeps it. Not cleared by signing out of local mode, which
 * clears the product's keys: a server session's sign-out still owed outlives a guest's home.
 */
export const PENDING_SIGN_OUT_KEY = "hearthkeep:pending-sign-out";

/** The part of Web Storage the record needs: localStorage in the browser, a map in tests. */
export type PendingSignOutStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type PendingSignOut = {
  /** Whether this browser signed out of a server session the server has not been told of. */
  isPending(): boolean;
  /** Written before the logout is sent, so a page closed while it is on its way still owes it. */
  remember(): void;
  /** The server answered the logout, or a new sign-in replaced the refresh cookie it was about. */
  forget(): void;
};

/**
 * The record on `storage`. A storage the browser refuses (some private modes) keeps nothing: the sign-out
 * is then as it was before this record existed, told to the server once, and never blocks a session.
 */
export function createPendingSignOut(storage: () => PendingSignOutStorage | null | undefined, now: () => number = Date.now): PendingSignOut {
  const attempt = <T>(work: (store: PendingSignOutStorage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? work(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    isPending: () => attempt((store) => store.getItem(PENDING_SIGN_OUT_KEY) !== null, false),
    // The time is for whoever looks at the browser's storage; only the key's presence counts.
    remember: () => attempt((store) => store.setItem(PENDING_SIGN_OUT_KEY, new Date(now()).toISOString()), undefined),
    forget: () => attempt((store) => store.removeItem(PENDING_SIGN_OUT_KEY), undefined),
  };
}

/** This browser's record, in localStorage: the tabs of a browser share it, as they share the refresh cookie. */
export const browserPendingSignOut: PendingSignOut = createPendingSignOut(() => globalThis.localStorage);
