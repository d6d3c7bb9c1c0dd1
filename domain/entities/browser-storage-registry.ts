import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS, SEALED_QUEUE_KEY_PREFIX, SESSION_STORAGE_KEYS } from "./browser-storage-keys.ts";
import { COOKIE_NAMES, GUIDE_DRAWINGS_CACHE, SCROLL_POSITIONS_KEY, STORAGE_PROBE_KEY } from "./browser-storage-names.ts";

export { COOKIE_NAMES, GUIDE_DRAWINGS_CACHE, SCROLL_POSITIONS_KEY, STORAGE_PROBE_KEY };

/*
 * Everything the product keeps in a visitor's browser (docs/product.md §2.6, §9.1): cookies, local and
 * session storage, the service worker's caches and IndexedDB, each with what it is for and how long it
 * stays. The cookie policy's table is this list, the code that writes a key takes its name from here or
 * from browser-storage-keys.ts (whose every key must be described below, or this file does not compile),
 * and a test fails when the source or a browser after the end-to-end journeys holds a key this list lacks.
 */

/** Where in the browser a key is kept. */
export type BrowserStore = "cookie" | "localStorage" | "sessionStorage" | "cacheStorage" | "indexedDB";

/** Why the product may keep it: without asking (the service cannot work without it), or only after a yes. */
export type StorageConsent = "strictly-necessary" | "analytics";

export type BrowserStorageEntry = {
  /** How the policy names it; `…` stands for the part that varies (an account, a project key, a version). */
  readonly name: string;
  readonly store: BrowserStore;
  /** Which keys this entry covers. */
  readonly pattern: RegExp;
  readonly consent: StorageConsent;
  readonly purpose: string;
  readonly lifetime: string;
};

type Description = Pick<BrowserStorageEntry, "consent" | "purpose" | "lifetime">;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (key: string) => new RegExp(`^${escaped(key)}$`);
const startingWith = (prefix: string) => new RegExp(`^${escaped(prefix)}.+$`);

const necessary = (purpose: string, lifetime: string): Description => ({ consent: "strictly-necessary", purpose, lifetime });

const UNTIL_SIGN_OUT = "Until you sign out or clear site data";
const LOCAL_MODE_LIFETIME = "Until you sign out of local mode, erase the home or clear site data";

/** Every key of LOCAL_STORAGE_KEYS, described; a key added there without a description here is a type error. */
const localStorageDescriptions: Record<keyof typeof LOCAL_STORAGE_KEYS, Description> = {
  theme: necessary("Remembers how you chose to show the app on this device: light, dark or as your device does.", "Until you clear site data; kept when you sign out"),
  analyticsConsent: necessary("Remembers whether you accepted or declined analytics.", "Until you clear site data"),
  appState: necessary("The app's state on this device: your appliances, progress, onboarding answers and notifications, so pages open at once.", UNTIL_SIGN_OUT),
  sessionUser: necessary("Who is signed in (your e-mail address, name and plan), encrypted, so the app can open without a network.", UNTIL_SIGN_OUT),
  remoteMode: necessary("Says that this browser uses an account on our servers rather than local mode.", UNTIL_SIGN_OUT),
  offlineQueue: necessary("Changes you made while offline, kept until they reach our servers.", "Until they are sent; another account's changes wait for it through a sign-out"),
  pendingSignOut: necessary("A sign-out our servers have not heard of yet, so the ended session cannot come back.", "Until our servers confirm the sign-out"),
  localUsers: necessary("Local mode: who uses the home kept in this browser, encrypted.", LOCAL_MODE_LIFETIME),
  localDataStore: necessary("Local mode: your home and appliances, encrypted.", LOCAL_MODE_LIFETIME),
  localTasks: necessary("Local mode: your tasks and their history, encrypted.", LOCAL_MODE_LIFETIME),
  localAchievements: necessary("Local mode: the achievements you have unlocked, encrypted.", LOCAL_MODE_LIFETIME),
  localNotifications: necessary("Local mode: your notifications, encrypted.", LOCAL_MODE_LIFETIME),
  localSecret: necessary("The random secret this browser's encryption keys are made from: local mode's data, and who is signed in to an account.", "Until you sign out of local mode, erase the home or clear site data; kept through an account's sign-out, when nothing it opens remains"),
  migrationMarker: necessary("Says that this browser's local-mode data was moved to an account.", UNTIL_SIGN_OUT),
  accountSecret: necessary("While you are signed in with your password: the key your offline changes are encrypted with if you sign out before they are sent.", UNTIL_SIGN_OUT),
};

const localStoragePrefixDescriptions: Record<keyof typeof LOCAL_STORAGE_KEY_PREFIXES, Description> = {
  dashboardCache: necessary("The last task list your dashboard showed, so it opens at once and works offline.", "Fresh for 15 minutes, used offline for up to 24 hours; removed when you sign out"),
  migratedUser: necessary("Says that an account's local-mode data was already moved, so it is not moved twice.", UNTIL_SIGN_OUT),
  announcedAchievements: necessary("The achievements already announced to an account in this browser, so each is announced once.", UNTIL_SIGN_OUT),
  pushDevice: necessary("Which of your devices this browser is for notifications, so it is subscribed again when the browser drops its subscription.", UNTIL_SIGN_OUT),
};

const sessionStorageDescriptions: Record<keyof typeof SESSION_STORAGE_KEYS, Description> = {
  firstPaintDone: necessary("Says that the large loading screen was already shown in this tab.", "Until you close the tab"),
};

const fromKeys = <Name extends string>(
  store: BrowserStore,
  keys: Readonly<Record<Name, string>>,
  descriptions: Readonly<Record<Name, Description>>,
  kind: "key" | "prefix",
): BrowserStorageEntry[] =>
  (Object.keys(keys) as Name[]).map((name) => ({
    name: kind === "key" ? keys[name] : `${keys[name]}…`,
    store,
    pattern: kind === "key" ? exactly(keys[name]) : startingWith(keys[name]),
    ...descriptions[name],
  }));

/** The registry, in the order the cookie policy lists it. */
export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    name: COOKIE_NAMES.refreshToken,
    store: "cookie",
    pattern: exactly(COOKIE_NAMES.refreshToken),
    ...necessary("Keeps you signed in. Page scripts cannot read it.", "30 days, renewed while you use the app"),
  },
  {
    name: COOKIE_NAMES.csrfToken,
    store: "cookie",
    pattern: exactly(COOKIE_NAMES.csrfToken),
    ...necessary("Proves that a change you make comes from the Hearthkeep app, not another site.", "Until you close the browser"),
  },
  {
    name: COOKIE_NAMES.knownDevice,
    store: "cookie",
    pattern: exactly(COOKIE_NAMES.knownDevice),
    ...necessary(
      "Remembers that your account signed in on this browser, so your own sign-in and password reset go ahead of strangers' when the service is busy. It signs nobody in. Page scripts cannot read it.",
      "One year from your last sign-in on this browser",
    ),
  },
  {
    name: "ph_…",
    store: "cookie",
    pattern: /^(__)?ph_/,
    consent: "analytics",
    purpose: "Counts which features are used, tied to an anonymous id.",
    lifetime: "Up to 1 year",
  },
  ...fromKeys("localStorage", LOCAL_STORAGE_KEYS, localStorageDescriptions, "key"),
  ...fromKeys("localStorage", LOCAL_STORAGE_KEY_PREFIXES, localStoragePrefixDescriptions, "prefix"),
  {
    name: `${SEALED_QUEUE_KEY_PREFIX}…`,
    store: "localStorage",
    pattern: startingWith(SEALED_QUEUE_KEY_PREFIX),
    ...necessary(
      "Offline changes of an account that signed out before they were sent, encrypted with a key from that person's password, so nobody else on this browser can read them.",
      "Until that account's next sign-in on this browser sends them",
    ),
  },
  {
    name: "hearthkeep:…:damaged:…",
    store: "localStorage",
    pattern: /^hearthkeep:.+:damaged:\d+$/,
    ...necessary("A saved value that could no longer be read, set aside beside its key so nothing you did is lost.", "Removed with its key"),
  },
  {
    name: STORAGE_PROBE_KEY,
    store: "localStorage",
    pattern: exactly(STORAGE_PROBE_KEY),
    ...necessary("Written and removed at once by the environment test page, to tell whether storage works.", "Removed at once"),
  },
  ...fromKeys("sessionStorage", SESSION_STORAGE_KEYS, sessionStorageDescriptions, "key"),
  {
    name: SCROLL_POSITIONS_KEY,
    store: "sessionStorage",
    pattern: exactly(SCROLL_POSITIONS_KEY),
    ...necessary("Where you had scrolled on each page in this tab, so Back returns you to the same place.", "Until you close the tab"),
  },
  {
    name: "workbox-precache-v2-…",
    store: "cacheStorage",
    pattern: /^workbox-precache-v2-.+$/,
    ...necessary("The app's own files, so it opens without a network.", "Until a new version of the app replaces them"),
  },
  {
    name: GUIDE_DRAWINGS_CACHE,
    store: "cacheStorage",
    pattern: exactly(GUIDE_DRAWINGS_CACHE),
    ...necessary("The guide drawings you have seen, so guides show them offline.", "Up to 30 days each, at most 150 drawings"),
  },
  {
    name: "workbox-expiration",
    store: "indexedDB",
    pattern: exactly("workbox-expiration"),
    ...necessary("When each kept guide drawing was stored, so old ones are removed.", "As long as the drawings"),
  },
];

/** The registry's entry for a key found in `store`, if any. */
export function registryEntryFor(store: BrowserStore, key: string): BrowserStorageEntry | undefined {
  return BROWSER_STORAGE.find((entry) => entry.store === store && entry.pattern.test(key));
}

/** How the policy names each store. */
export const STORE_LABELS: Readonly<Record<BrowserStore, string>> = {
  cookie: "Cookie",
  localStorage: "Local storage",
  sessionStorage: "Session storage",
  cacheStorage: "Cache storage (offline use)",
  indexedDB: "IndexedDB (offline use)",
};

export const CONSENT_LABELS: Readonly<Record<StorageConsent, string>> = {
  "strictly-necessary": "Strictly necessary",
  analytics: "Analytics, only with consent",
};
