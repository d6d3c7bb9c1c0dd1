import { STORAGE_PROBE_KEY } from "@domain/entities/browser-storage-names.ts";

/** What the environment test page reports, gathered from the build and the browser. */
export type BuildFacts = {
  version: string;
  mode: string;
  production: boolean;
  apiBaseUrl: string;
};

export type ApiReachability =
  | { state: "checking" }
  | { state: "reachable"; database: string; milliseconds: number }
  | { state: "unreachable"; reason: string };

export type BrowserFacts = {
  userAgent: string;
  language: string;
  timeZone: string;
  online: boolean;
  cookiesEnabled: boolean;
  localStorage: boolean;
  serviceWorker: boolean;
  viewport: string;
  screen: string;
  pixelRatio: number;
  colorScheme: "dark" | "light";
  reducedMotion: boolean;
};

type BrowserLike = {
  navigator: Pick<Navigator, "userAgent" | "language" | "onLine" | "cookieEnabled"> & { serviceWorker?: unknown };
  innerWidth: number;
  innerHeight: number;
  screen: Pick<Screen, "width" | "height">;
  devicePixelRatio: number;
  matchMedia: (query: string) => { matches: boolean };
  localStorage?: Pick<Storage, "setItem" | "removeItem">;
};

function storageWorks(target: BrowserLike): boolean {
  try {
    target.localStorage?.setItem(STORAGE_PROBE_KEY, "1");
    target.localStorage?.removeItem(STORAGE_PROBE_KEY);
    return target.localStorage !== undefined;
  } catch {
    return false;
  }
}

function timeZoneOf(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "unknown";
  }
}

/** Reads the facts support asks about first; `target` is the window (a stand-in in tests). */
export function readBrowserFacts(target: BrowserLike, timeZone: () => string = timeZoneOf): BrowserFacts {
  return {
    userAgent: target.navigator.userAgent,
    language: target.navigator.language,
    timeZone: timeZone(),
    online: target.navigator.onLine,
    cookiesEnabled: target.navigator.cookieEnabled,
    localStorage: storageWorks(target),
    serviceWorker: target.navigator.serviceWorker !== undefined,
    viewport: `${target.innerWidth} × ${target.innerHeight}`,
    screen: `${target.screen.width} × ${target.screen.height}`,
    pixelRatio: target.devicePixelRatio,
    colorScheme: target.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
    reducedMotion: target.matchMedia("(prefers-reduced-motion: reduce)").matches,
  };
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

export function describeReachability(api: ApiReachability): string {
  switch (api.state) {
    case "checking":
      return "checking…";
    case "reachable":
      return `reachable (${api.database}, ${api.milliseconds} ms)`;
    case "unreachable":
      return `unreachable: ${api.reason}`;
  }
}

/** The rows of the page, label then value, in the order they are shown and copied. */
export function environmentRows(build: BuildFacts, api: ApiReachability, browser: BrowserFacts): [string, string][] {
  return [
    ["App version", build.version],
    ["Build mode", `${build.mode}${build.production ? " (production build)" : ""}`],
    ["API address", build.apiBaseUrl],
    ["API", describeReachability(api)],
    ["Browser", browser.userAgent],
    ["Language", browser.language],
    ["Time zone", browser.timeZone],
    ["Online", yesNo(browser.online)],
    ["Cookies enabled", yesNo(browser.cookiesEnabled)],
    ["Local storage", browser.localStorage ? "available" : "blocked"],
    ["Service workers", browser.serviceWorker ? "supported" : "not supported"],
    ["Viewport", browser.viewport],
    ["Screen", `${browser.screen} at ${browser.pixelRatio}×`],
    ["Colour scheme", browser.colorScheme],
    ["Reduced motion", yesNo(browser.reducedMotion)],
  ];
}

/** The plain-text report a visitor pastes into a message to support. */
export function environmentReport(rows: readonly [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}
