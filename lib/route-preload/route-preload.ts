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

/** Event handlers that preload a route when its link is hovered, focused or touched. */
export function preloadOnIntent(path: string) {
  const preload = () => preloadRoute(path);
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
