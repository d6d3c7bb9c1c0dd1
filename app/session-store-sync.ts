import { defaultUserPreferences, type User } from "@domain/contract/index.ts";
import { appStore } from "@features/app-state/index.ts";

/*
 * The app-wide store's side of the session. It brings the store, its persisted copy and their schemas,
 * so app/providers.tsx loads it once a session exists or ends, never for a visitor's first paint.
 */

/** Puts the signed-in user into the app-wide store, keeping what the store already knew about them. */
export function rememberSessionUser(user: User): void {
  appStore.getState().setUser(sessionUserOf(user));
}

/** docs/product.md §4.1: the end of a session resets the app-wide store and its saved copy. */
export function forgetSession(): void {
  appStore.getState().reset();
}

/**
 * The user the last server session belonged to, as the app-wide store kept it: a reload without a network
 * opens their screens from it until the server can be asked again (docs/product.md §4.13).
 */
export function rememberedSessionUser(): User | null {
  const known = appStore.getState().user;
  if (!known) return null;
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

function sessionUserOf(user: User) {
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
