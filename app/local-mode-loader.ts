import type { User } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { createAccessTokenStore, type ApiClient } from "@lib/http/index.ts";
import { type LocalDataProblem, type LocalSessionPort } from "@lib/session/index.ts";

/*
 * Local mode for the app (docs/product.md §4.16), loaded on first use: its code (the catalogue, the
 * planner, the encryption) is a chunk of its own, fetched when a visitor tries the app without an
 * account or when this browser already keeps a home. A visitor who never does downloads none of it.
 */

/*
 * Damaged values are found by reads that may run before anyone listens (the start-up check that finds a
 * local user): they wait here until the app's notice subscribes, and none is told twice.
 */
const untoldProblems: LocalDataProblem[] = [];
const problemListeners = new Set<(problem: LocalDataProblem) => void>();
function dataProblemFound(problem: LocalDataProblem) {
  if (problemListeners.size === 0) untoldProblems.push(problem);
  for (const listener of [...problemListeners]) listener(problem);
}

let loaded: Promise<LocalSessionPort> | undefined;
const load = (): Promise<LocalSessionPort> =>
  (loaded ??= import("@lib/local-mode/index.ts").then((module) => {
    const port = module.createBrowserLocalSession();
    port.onDataProblem?.(dataProblemFound);
    return port;
  }));

/** docs/product.md §7: the local sign-in of a returning person takes about a second, as a sign-in does. */
const LOCAL_SIGN_IN_WAIT_MS = 1000;

/** Whether this browser keeps a local user at all: read without loading local mode's code. */
function browserKeepsLocalUsers(): boolean {
  try {
    return globalThis.localStorage?.getItem(LOCAL_STORAGE_KEYS.localUsers) != null;
  } catch {
    return false;
  }
}

const lazyClient: ApiClient = {
  tokens: createAccessTokenStore(),
  request: (path, options) => load().then((port) => port.client.request(path, options)),
  get: (path, options) => load().then((port) => port.client.get(path, options)),
  post: (path, body, options) => load().then((port) => port.client.post(path, body, options)),
  put: (path, body, options) => load().then((port) => port.client.put(path, body, options)),
  delete: (path, options) => load().then((port) => port.client.delete(path, options)),
  refreshAccessToken: () => load().then((port) => port.client.refreshAccessToken()),
  probeSession: () => load().then((port) => port.client.probeSession()),
  // A home kept in the browser has no server session to end.
  onSessionEnded: () => () => undefined,
};

export const browserLocalSession: LocalSessionPort = {
  client: lazyClient,
  current: (): Promise<User | null> => (browserKeepsLocalUsers() ? load().then((port) => port.current()) : Promise.resolve(null)),
  start: async (input) => {
    const started = await load().then((port) => port.start(input));
    if (started.returning) await new Promise((resolve) => setTimeout(resolve, LOCAL_SIGN_IN_WAIT_MS));
    return started;
  },
  moveHomeTo: (remote, user) => load().then((port) => port.moveHomeTo(remote, user)),
  end: () => load().then((port) => port.end()),
  // Listening loads nothing: a browser that keeps no home never has a problem to tell.
  onDataProblem: (listener) => {
    problemListeners.add(listener);
    for (const problem of untoldProblems.splice(0)) listener(problem);
    return () => problemListeners.delete(listener);
  },
};
