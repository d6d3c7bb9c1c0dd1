import { DASHBOARD_CACHE_KEY_PREFIX } from "./dashboard-cache.ts";
import { APP_STATE_KEY } from "./browser-storage-names.ts";

/**
 * Every key the product keeps in the browser (docs/product.md §9.1), in one place: each feature takes its
 * key from here, and signing out (docs/product.md §4.16) clears what this lists, so a new key cannot be
 * forgotten by one or the other. All start with `hearthkeep:`. A value that could not be read is set
 * aside under `<key>:damaged:<ms>` next to its key, and goes with it.
 */
export const LOCAL_STORAGE_KEYS = {
  /** docs/product.md §3.11: the app-wide client state. */
  appState: APP_STATE_KEY,
  /** docs/product.md §6.4: the remote-mode flag. */
  remoteMode: "hearthkeep:remote-mode",
  /** docs/product.md §4.14: the analytics answer. */
  analyticsConsent: "hearthkeep:analytics-consent",
  /** docs/product.md §3.15: the versioned offline queue. */
  offlineQueue: "hearthkeep:offline-queue",
  /** docs/product.md §3.5, §9.1: the local users (user data, user profiles, the current user), encrypted. */
  localUsers: "hearthkeep:local-users",
  /** docs/product.md §3.10: the local data store, version 1, encrypted. */
  localDataStore: "hearthkeep:local-data",
  /** docs/product.md §9.1: the local tasks, encrypted. */
  localTasks: "hearthkeep:local-tasks",
  /** docs/product.md §4.16: the achievements a home kept in the browser has unlocked, encrypted. */
  localAchievements: "hearthkeep:local-achievements",
  /** docs/product.md §4.16: the notification center of a home kept in the browser (§3.12, §4.8), encrypted. */
  localNotifications: "hearthkeep:local-notifications",
  /** The random per-browser secret local mode's encryption keys are derived from (features/local-mode). */
  localSecret: "hearthkeep:local-secret",
  /** docs/product.md §4.4, §9.1: the migration marker (value v2). */
  migrationMarker: "hearthkeep:migration",
  /** How this device shows the app; public/theme-boot.js reads the same key before the first paint. */
  theme: "hearthkeep:theme",
  /**
   * A server session's sign-out the server has not been told of yet (lib/http/pending-sign-out.ts,
   * which spells it out itself: the page's entry reads it before any other module arrives).
   */
  pendingSignOut: "hearthkeep:pending-sign-out",
  /**
   * While an account is signed in with its password here: the secret its waiting changes are sealed with
   * at sign-out (docs/decisions/051-waiting-changes-sealed-at-sign-out.md). Signing out removes it.
   */
  accountSecret: "hearthkeep:account-secret",
  /**
   * Who is signed in to an account here (e-mail, name, plan), encrypted as local mode's data is, for a
   * start without a network (docs/decisions/056-who-is-signed-in-kept-encrypted.md). Signing out removes it.
   */
  sessionUser: "hearthkeep:session-user",
} as const;

/**
 * An account's waiting changes, sealed (encrypted) when it signed out, one key per account id, until its
 * next sign-in here opens and sends them (decision 051). Unlike LOCAL_STORAGE_KEY_PREFIXES, no sign-out
 * clears them: they are another person's, unreadable without that person's password.
 */
export const SEALED_QUEUE_KEY_PREFIX = "hearthkeep:sealed-queue:";

/** Keys made per user: everything starting with one of these. */
export const LOCAL_STORAGE_KEY_PREFIXES = {
  /** docs/product.md §9.4: the dashboard cache, one entry per account (decision 021). */
  dashboardCache: DASHBOARD_CACHE_KEY_PREFIX,
  /** docs/product.md §4.4, §9.1: the per-user migrated marker. */
  migratedUser: "hearthkeep:migrated:",
  /** The achievements already toasted in this browser, per user. */
  announcedAchievements: "hearthkeep:announced-achievements:",
  /** docs/product.md §2.17: which of an account's push devices this browser is, to subscribe it again when the browser dropped it. */
  pushDevice: "hearthkeep:push-device:",
} as const;

/** Keys kept in session storage (docs/product.md §9.1). */
export const SESSION_STORAGE_KEYS = {
  firstPaintDone: "hearthkeep:first-paint-done",
} as const;

/**
 * What signing out leaves in place: the theme is how this device looks, not anyone's data, and clearing
 * it would flash the other theme on the next page; a sign-out still owed to the server outlives a guest's
 * home erased after it, or the next start would buy the old session back with its cookie.
 */
export const KEPT_ON_SIGN_OUT: readonly string[] = [LOCAL_STORAGE_KEYS.theme, LOCAL_STORAGE_KEYS.pendingSignOut];
