/** Idle work waits at most this long for the browser to be idle (docs/product.md §2.4's idle preloading). */
export const IDLE_TIMEOUT_MS = 1500;
/** Without requestIdleCallback (Safari), idle work starts after this delay. */
export const IDLE_FALLBACK_MS = 1200;

/** The parts of `window` that idle scheduling uses; tests pass their own. */
export type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/** Runs `work` when the browser is idle (at most 1.5 s later), or after 1.2 s where idle callbacks do not exist; returns a cancel function. */
export function whenIdle(work: () => void, target: IdleWindow = window): () => void {
  if (typeof target.requestIdleCallback === "function") {
    const handle = target.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const handle = target.setTimeout(work, IDLE_FALLBACK_MS);
  return () => target.clearTimeout(handle);
}
