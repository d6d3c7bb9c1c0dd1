/**
 * The access token lives in memory only (product.md §4; docs/decisions/004): a page script that reads
 * storage cannot steal it, and after a reload the httpOnly refresh cookie restores the session.
 */
export type AccessTokenStore = {
  get(): string | null;
  set(token: string | null): void;
  /** Called with the new token (or null) after every change; returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
};

export function createAccessTokenStore(): AccessTokenStore {
  let current: string | null = null;
  const listeners = new Set<(token: string | null) => void>();
  return {
    get: () => current,
    set(token) {
      if (token === current) return;
      current = token;
      for (const listener of [...listeners]) listener(token);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** product.md §9: refresh 60 s before the token expires. */
export const REFRESH_LEAD_MS = 60_000;
/** product.md §9: a token without an expiry is refreshed 10 minutes after it was issued. */
export const FALLBACK_REFRESH_MS = 10 * 60_000;
/** setTimeout fires at once for delays above 2^31-1 ms, so a far-off expiry waits this long and re-plans. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The `exp` claim of a JWT in milliseconds, or null when the token has none or is not a JWT. */
export function accessTokenExpiryMs(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="))) as { exp?: unknown };
    return typeof claims.exp === "number" && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** product.md §4: how long to wait before refreshing `token`, issued at or before `nowMs`. */
export function refreshDelayMs(token: string, nowMs: number): number {
  const expiry = accessTokenExpiryMs(token);
  if (expiry === null) return FALLBACK_REFRESH_MS;
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, expiry - nowMs - REFRESH_LEAD_MS));
}
