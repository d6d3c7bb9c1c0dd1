/*
 * The names of what the product keeps in the browser outside browser-storage-keys.ts, for the code that
 * writes them. Kept apart from the registry that describes them (browser-storage-registry.ts), whose
 * descriptions only the cookie policy needs: the app's first load carries the names alone.
 */

/**
 * docs/product.md §3.11: the app-wide client state's key, named here (free of zod) because the page's entry
 * reads the home this device shows from it before the app's code arrives (lib/http/current-home.ts).
 */
export const APP_STATE_KEY = "hearthkeep:app-state";

/** The cookies the server sets for a session. */
export const COOKIE_NAMES = {
  refreshToken: "refresh_token",
  csrfToken: "csrf_token",
  knownDevice: "known_device",
} as const;

/** The service worker's runtime cache of guide drawings (vite.config.ts). */
export const GUIDE_DRAWINGS_CACHE = "guide-drawings";

/**
 * Where the router keeps the scroll position of each page of a tab, so Back and Forward return to it
 * (app/layouts.tsx); without it the router would use a name of its own, outside the product's `hearthkeep:`.
 */
export const SCROLL_POSITIONS_KEY = "hearthkeep:scroll-positions";

/** The key the environment test page writes and removes at once, to tell whether storage works. */
export const STORAGE_PROBE_KEY = "hearthkeep:env-test";
