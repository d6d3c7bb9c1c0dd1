import { migrationResponseSchema, onboardingCompleteResponseSchema, type User } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { GUEST_EMAIL, GUEST_NAME, type LocalProfile } from "@domain/entities/local-profile.ts";
import { ApiError, apiClient, logError, type ApiClient, type HomeMoveOutcome, type LocalSessionPort } from "@features/session/index.ts";
import type { BrowserStorage } from "./encrypted-storage.ts";
import { createLocalApiClient } from "./local-api-client.ts";
import { createLocalMode, type LocalMode } from "./local-mode.ts";
import { clearProductBrowserData } from "./browser-data.ts";

/** docs/product.md §4.4, §9.1: the value of the migration markers. */
export const MIGRATION_MARKER_VALUE = "v2";

/** The keys of the home kept in the browser: what moving it to an account, or signing out, clears. */
const LOCAL_HOME_KEYS: readonly string[] = [
  LOCAL_STORAGE_KEYS.localUsers,
  LOCAL_STORAGE_KEYS.localDataStore,
  LOCAL_STORAGE_KEYS.localTasks,
  LOCAL_STORAGE_KEYS.localSecret,
];

export function migratedMarkerKey(userId: string): string {
  return `${LOCAL_STORAGE_KEY_PREFIXES.migratedUser}${userId}`;
}

/** A local profile as the session holds a user (docs/product.md §3.2). */
export function userOfLocalProfile(profile: LocalProfile): User {
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    plan: profile.plan,
    hasCompletedOnboarding: profile.hasCompletedOnboarding,
    createdAt: profile.createdAt,
    updatedAt: profile.lastUpdatedAt,
    avatarUrl: null,
  };
}

export interface LocalSessionOptions {
  readonly local: LocalMode;
  /** localStorage in the browser; the markers and the home's keys live there. */
  readonly storage: BrowserStorage & Pick<Storage, "removeItem">;
  /** Clears everything the product keeps in the browser (signing out). */
  readonly clearBrowserData: () => void;
  /** The server's client, for what every visitor may read there (the catalogue). */
  readonly server?: ApiClient;
}

/** docs/product.md §7.4: `/migration/local`, and `/migration/merge` where a server does not know the first. */
async function sendHome(remote: ApiClient, body: unknown) {
  const options = { schema: migrationResponseSchema, invalidMessage: "Invalid migration response" };
  try {
    return await remote.post("/migration/local", body, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return remote.post("/migration/merge", body, options);
    throw error;
  }
}

/**
 * A home set up in the browser has been through onboarding: the account says so too, with the home type
 * and appliances (the server adds only kinds it does not have, so after the move it adds nothing).
 */
async function finishOnboardingOnServer(remote: ApiClient, profile: LocalProfile | null): Promise<void> {
  if (!profile?.hasCompletedOnboarding) return;
  await remote.post(
    "/users/onboarding-complete",
    { homeType: profile.preferences.homeType, appliances: profile.appliances.map((appliance) => ({ type: appliance.type, yearsOld: appliance.yearsOld })) },
    { schema: onboardingCompleteResponseSchema, invalidMessage: "Invalid onboarding response" },
  );
}

export function createLocalSession({ local, storage, clearBrowserData, server }: LocalSessionOptions): LocalSessionPort {
  const clearLocalHome = () => {
    for (const key of LOCAL_HOME_KEYS) storage.removeItem(key);
  };
  return {
    client: createLocalApiClient(local, server ? { server } : {}),

    current: async () => {
      const profile = await local.users.currentUser();
      return profile ? userOfLocalProfile(profile) : null;
    },

    start: async (input) => {
      const email = input?.email?.trim() || GUEST_EMAIL;
      const returning = await local.users.knows(email);
      const profile = await local.users.signIn(email === GUEST_EMAIL ? { email, name: GUEST_NAME } : { email });
      return { user: userOfLocalProfile(profile), returning };
    },

    moveHomeTo: async (remote, user) => {
      // Once per user (docs/product.md §4.4): a second sign-in on this browser sends nothing again.
      if (storage.getItem(migratedMarkerKey(user.id)) === MIGRATION_MARKER_VALUE) {
        clearLocalHome();
        return "nothing-to-move" satisfies HomeMoveOutcome;
      }
      let request;
      try {
        request = await local.home.migrationRequest();
      } catch (error) {
        logError("The home kept in this browser could not be read to move it to the account", error);
        return "failed";
      }
      if (!request) {
        clearLocalHome();
        return "nothing-to-move";
      }
      try {
        await sendHome(remote, request);
        await finishOnboardingOnServer(remote, await local.users.currentUser());
      } catch (error) {
        logError("Moving the home kept in this browser to the account failed; it stays in the browser", error);
        return "failed";
      }
      storage.setItem(migratedMarkerKey(user.id), MIGRATION_MARKER_VALUE);
      storage.setItem(LOCAL_STORAGE_KEYS.migrationMarker, MIGRATION_MARKER_VALUE);
      clearLocalHome();
      return "moved";
    },

    end: () => {
      clearBrowserData();
      return Promise.resolve();
    },
  };
}

/** The browser's local session: local mode on this browser's localStorage. */
export function createBrowserLocalSession(): LocalSessionPort {
  const storage = globalThis.localStorage;
  return createLocalSession({
    local: createLocalMode({ storage }),
    storage,
    clearBrowserData: () => void clearProductBrowserData({ local: storage, session: globalThis.sessionStorage }),
    server: apiClient,
  });
}
