import { whenIdle } from "@ui/lib/index.ts";

export type AppUpdateState = {
  /** A new version is installed and waits for the user's word (docs/product.md §4.13). */
  waiting: boolean;
  /** The user asked for it; the page reloads once the new version has taken over. */
  reloading: boolean;
};

const initialState: AppUpdateState = { waiting: false, reloading: false };
let state = initialState;
const listeners = new Set<() => void>();
let switchToWaitingVersion: ((reloadPage?: boolean) => Promise<void>) | undefined;
let registration: Promise<void> | undefined;

function setState(next: AppUpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The update's state as a store for `useSyncExternalStore`. */
export const appUpdateStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AppUpdateState => state,
  getServerSnapshot: (): AppUpdateState => initialState,
};

/**
 * Registers the service worker built by vite-plugin-pwa (docs/decisions/020-service-worker.md). Prompt mode:
 * a new version installs in the background and waits; `onNeedRefresh` tells the page, which asks the user.
 * In development and tests the plugin is off and the module registers nothing.
 */
export function registerServiceWorker(): Promise<void> {
  registration ??= (async () => {
    if (!("serviceWorker" in navigator)) return;
    const { registerSW } = await import("virtual:pwa-register");
    switchToWaitingVersion = registerSW({
      immediate: true,
      onNeedRefresh: () => setState({ ...state, waiting: true }),
      // The app works without its offline copy: this is worth a note for whoever debugs, not an error.
      onRegisterError: (error: unknown) => console.warn("The app could not be set up to open offline.", error),
    });
  })();
  return registration;
}

/**
 * Registers the worker once the page has loaded and the browser is idle: the worker's first install
 * downloads the whole app shell, which must not compete with the landing page's own first load.
 */
export function registerServiceWorkerAfterLoad(): void {
  const start = () => {
    whenIdle(() => void registerServiceWorker());
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** The user's Reload: the waiting version takes over and the page reloads under it. */
export function reloadToNewVersion(): void {
  if (!switchToWaitingVersion || state.reloading) return;
  setState({ ...state, reloading: true });
  void switchToWaitingVersion(true);
}
