import { defaultUserPreferences, sessionUserSchema, type SessionUser, type User } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { appStore } from "@lib/app-state/index.ts";
// The module alone, not local mode's index: the signed-in first visit must not load local mode.
import { createEncryptedStorage } from "@lib/local-mode/encrypted-storage.ts";
import { logWarning } from "@lib/logger/index.ts";

/*
 * The app-wide store's side of the session. It brings the store, its persisted copy and their schemas,
 * so app/providers.tsx loads it once a session exists or ends, never for a visitor's first paint.
 *
 * Who is signed in (their e-mail and name) is held by the store in memory only; what a start without a
 * network needs of them is kept encrypted, as local mode's data is, under its own key
 * (docs/decisions/056-who-is-signed-in-kept-encrypted.md).
 */

const SESSION_USER_KEY = LOCAL_STORAGE_KEYS.sessionUser;

/** The part of Web Storage this needs: localStorage in the browser, a map in tests. */
type BrowserStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** No localStorage outside a browser (server-side tests): nothing is kept there, nothing fails. */
const noStorage: BrowserStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const browserStorage = (): BrowserStorage => (typeof globalThis.localStorage === "undefined" ? noStorage : globalThis.localStorage);

/**
 * Counts the sessions forgotten, so a write still encrypting when its session ended is taken back rather
 * than left behind it.
 */
let forgottenSessions = 0;

/** Puts the signed-in user into the app-wide store, keeping what the store already knew about them, and keeps them encrypted. */
export async function rememberSessionUser(user: User, storage: BrowserStorage = browserStorage()): Promise<void> {
  const sessionUser = sessionUserOf(user);
  appStore.getState().setUser(sessionUser);
  const session = forgottenSessions;
  try {
    await createEncryptedStorage({ storage }).write(SESSION_USER_KEY, JSON.stringify(sessionUser));
    if (session !== forgottenSessions) storage.removeItem(SESSION_USER_KEY);
  } catch (error) {
    logWarning("Who is signed in could not be kept on this device for a start without a network", error);
  }
}

/** docs/product.md §4.1: the end of a session resets the app-wide store and its saved copy, and forgets who was signed in. */
export function forgetSession(storage: BrowserStorage = browserStorage()): void {
  forgottenSessions += 1;
  appStore.getState().reset();
  storage.removeItem(SESSION_USER_KEY);
}

/**
 * The user the last server session belonged to: a reload without a network opens their screens from it
 * until the server can be asked again (docs/product.md §4.13). The store holds them when this page has seen
 * them (or its saved copy was of the version that still kept them); otherwise their encrypted copy is read.
 */
export async function rememberedSessionUser(storage: BrowserStorage = browserStorage()): Promise<User | null> {
  const known = appStore.getState().user ?? (await keptSessionUser(storage));
  if (!known) return null;
  if (appStore.getState().user === null) appStore.getState().setUser(known);
  return {
    id: known.id,
    email: known.email,
    ...(known.name === undefined ? {} : { name: known.name }),
    plan: known.plan,
    hasCompletedOnboarding: known.hasCompletedOnboarding ?? appStore.getState().onboarding.isComplete,
    createdAt: known.createdAt,
    updatedAt: known.createdAt,
    avatarUrl: known.avatarUrl,
  };
}

async function keptSessionUser(storage: BrowserStorage): Promise<SessionUser | null> {
  const read = await createEncryptedStorage({ storage }).read(SESSION_USER_KEY);
  // Only an encrypted copy is trusted as one: plain text under this key was written by nothing of ours.
  if (read.kind !== "text" || !read.wasEncrypted) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(read.text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function sessionUserOf(user: User): SessionUser {
  const known = appStore.getState().user;
  return {
    id: user.id,
    email: user.email,
    ...(user.name === undefined ? {} : { name: user.name }),
    plan: user.plan,
    createdAt: user.createdAt,
    lastLoginAt: known?.id === user.id ? known.lastLoginAt : new Date().toISOString(),
    avatarUrl: user.avatarUrl,
    ...(user.hasCompletedOnboarding === undefined ? {} : { hasCompletedOnboarding: user.hasCompletedOnboarding }),
    preferences: known?.id === user.id ? known.preferences : { emailReminders: defaultUserPreferences.emailReminders, weeklySummary: defaultUserPreferences.weeklySummary, theme: defaultUserPreferences.theme },
  };
}
