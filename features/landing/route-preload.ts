/**
 * Route preloading without importing app/: the app registers, for each path, the function that loads
 * that route's code (its lazy `import()`); the landing page asks for paths by name. A path nobody
 * registered is ignored, so stories and tests need no registration.
 */
type RouteLoader = () => Promise<unknown>;

const loaders = new Map<string, RouteLoader>();
const started = new Set<string>();

/** The routes the landing page warms up on hover, focus and idle (docs/product.md §2.4). */
export const AUTH_ROUTES = ["/sign-up", "/sign-in"] as const;
/** The routes the mobile menu warms up when it opens (docs/product.md §2.4). */
export const MOBILE_MENU_ROUTES = ["/sign-in", "/sign-up", "/dashboard", "/settings", "/completed"] as const;

/** Idle preloading waits at most this long for the browser to be idle. */
export const IDLE_PRELOAD_TIMEOUT_MS = 1500;
/** Without requestIdleCallback (Safari), idle preloading starts after this delay. */
export const IDLE_PRELOAD_FALLBACK_MS = 1200;

/** Registers route loaders, e.g. `{ "/sign-in": () => import("…/sign-in-screen.tsx") }`; returns an unregister function. */
export function registerRoutePreloaders(entries: Record<string, RouteLoader>): () => void {
  for (const [path, loader] of Object.entries(entries)) loaders.set(path, loader);
  return () => {
    for (const [path, loader] of Object.entries(entries)) {
      if (loaders.get(path) === loader) loaders.delete(path);
    }
  };
}

/** Starts loading a route's code once; a failed load may be retried by a later call. */
export function preloadRoute(path: string): void {
  const loader = loaders.get(path);
  if (!loader || started.has(path)) return;
  started.add(path);
  loader().catch(() => started.delete(path));
}

export function preloadRoutes(paths: readonly string[]): void {
  for (const path of paths) preloadRoute(path);
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/** Runs `work` when the browser is idle (at most 1.5 s later), or after 1.2 s where idle callbacks do not exist; returns a cancel function. */
export function whenIdle(work: () => void, target: IdleWindow = window): () => void {
  if (typeof target.requestIdleCallback === "function") {
    const handle = target.requestIdleCallback(work, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const handle = target.setTimeout(work, IDLE_PRELOAD_FALLBACK_MS);
  return () => target.clearTimeout(handle);
}

/** Event handlers that preload a route when its link is hovered, focused or touched. */
export function preloadOnIntent(path: string) {
  const preload = () => preloadRoute(path);
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
