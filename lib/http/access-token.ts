/**
 * The access token lives in memory only (docs/product.md §4.1; docs/decisions/004-sessions-csrf-and-rate-limits.md): a page script that reads
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

/** docs/product.md §9.6: refresh 60 s before the token expires. */
export const REFRESH_LEAD_MS = 60_000;
/** docs/product.md §9.6: a token without an expiry is refreshed 10 minutes after it was issued. */
export const FALLBACK_REFRESH_MS = 10 * 60_000;
/** setTimeout fires at once for delays above 2^31-1 ms, so a far-off expiry waits this long and re-plans. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

type Claims = { exp?: unknown; iat?: unknown };

function claimsOf(token: string): Claims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="))) as unknown;
    return typeof claims === "object" && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

const secondsClaim = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value * 1000 : null);

/** The `exp` claim of a JWT in milliseconds, or null when the token has none or is not a JWT. */
export function accessTokenExpiryMs(token: string): number | null {
  return secondsClaim(claimsOf(token)?.exp);
}

/**
 * docs/product.md §4.2: how long after receiving `token` (at `nowMs`) to refresh it: 60 s before it expires,
 * never less than 0, and 10 minutes when it carries no expiry. When the token says when it was issued,
 * its lifetime (`exp - iat`, both from the server's clock) counts, not the distance from this device's
 * clock to `exp`: a device whose clock runs ahead would otherwise find every new token already expired
 * and refresh again and again.
 */
export function refreshDelayMs(token: string, nowMs: number): number {
  const claims = claimsOf(token);
  const expiry = secondsClaim(claims?.exp);
  if (expiry === null) return FALLBACK_REFRESH_MS;
  const issuedAt = secondsClaim(claims?.iat);
  const remaining = issuedAt !== null && issuedAt <= expiry ? expiry - issuedAt : expiry - nowMs;
  return Math.max(0, remaining - REFRESH_LEAD_MS);
}

type Timers = {
  setTimeout: (callback: () => void, delayMs: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type RefreshScheduleOptions = {
  tokens: AccessTokenStore;
  /** Trades the refresh cookie for a new token (which lands in `tokens` and is planned in turn). */
  refresh: () => Promise<unknown>;
  /** The refresh failed: the session is over. */
  onFailure: (error: unknown) => void;
  now?: () => number;
  timers?: Timers;
};

/**
 * Keeps the access token in `tokens` fresh (docs/product.md §4.2): each token, when it arrives, is planned for
 * a refresh `refreshDelayMs` later; a newer token or a sign-out replaces the plan. Returns the stop function.
 */
export function scheduleTokenRefresh({
  tokens,
  refresh,
  onFailure,
  now = () => Date.now(),
  timers = { setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs), clearTimeout: (handle) => globalThis.clearTimeout(handle as number) },
}: RefreshScheduleOptions): () => void {
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const plan = (token: string | null) => {
    cancel();
    if (token === null) return;
    const dueAt = now() + refreshDelayMs(token, now());
    const wait = () => {
      timer = timers.setTimeout(
        () => {
          timer = undefined;
          if (tokens.get() !== token) return;
          // A far-off refresh waits in steps a timer can hold.
          if (dueAt - now() > 0) return wait();
          refresh().catch(onFailure);
        },
        Math.min(MAX_TIMER_DELAY_MS, Math.max(0, dueAt - now())),
      );
    };
    wait();
  };
  plan(tokens.get());
  const unsubscribe = tokens.subscribe(plan);
  return () => {
    unsubscribe();
    cancel();
  };
}
