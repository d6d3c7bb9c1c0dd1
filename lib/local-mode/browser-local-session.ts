import type { MigrationRequest, User } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { GUEST_EMAIL, GUEST_NAME, type LocalProfile } from "@domain/entities/local-profile.ts";
import { carryAnnounced } from "@lib/announced-achievements/index.ts";
import { ApiError, apiClient, callRoute, type ApiClient } from "@lib/http/index.ts";
import { logError } from "@lib/logger/index.ts";
import { type HomeMoveOutcome, type LocalSessionPort } from "@lib/session/index.ts";
import type { BrowserStorage } from "./encrypted-storage.ts";
import { createLocalApiClient } from "./local-api-client.ts";
import { createLocalMode, type LocalMode } from "./local-mode.ts";
import { clearProductBrowserData, type LocalHomeIdentity } from "./browser-data.ts";

/** docs/product.md §4.4, §9.1: the value of the migration markers. */
export const MIGRATION_MARKER_VALUE = "v2";

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
  /**
   * Clears everything the product keeps in the browser (signing out), but for an account's changes
   * waiting in the offline queue: told who the home is, so that its own changes go with it.
   */
  readonly clearBrowserData: (home: LocalHomeIdentity) => void;
  /** The server's client, for what every visitor may read there (the catalogue). */
  readonly server?: ApiClient;
}

/** docs/product.md §7.4: `/migration/local`, and `/migration/merge` where a server does not know the first. */
async function sendHome(remote: ApiClient, body: MigrationRequest) {
  try {
    return await callRoute(remote, "migrateLocalData", { body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return callRoute(remote, "mergeLocalData", { body });
    throw error;
  }
}

/**
 * A home set up in the browser has been through onboarding: the account says so too, with the home type
 * and appliances (the server adds only kinds it does not have, so after the move it adds nothing).
 */
async function finishOnboardingOnServer(remote: ApiClient, profile: LocalProfile | null): Promise<void> {
  if (!profile?.hasCompletedOnboarding) return;
  await callRoute(remote, "completeOnboarding", {
    body: { homeType: profile.preferences.homeType, appliances: profile.appliances.map((appliance) => ({ type: appliance.type, yearsOld: appliance.yearsOld })) },
  });
}

export function createLocalSession({ local, storage, clearBrowserData, server }: LocalSessionOptions): LocalSessionPort {
  // The home's keys, as its stores list them (its achievements and notifications among them): a key left
  // behind would be found undecryptable, and set aside as damaged, by the next home on this browser.
  const clearLocalHome = () => {
    for (const key of local.storageKeys) storage.removeItem(key);
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
      let profile: LocalProfile | null;
      try {
        await sendHome(remote, request);
        profile = await local.users.currentUser();
        await finishOnboardingOnServer(remote, profile);
      } catch (error) {
        logError("Moving the home kept in this browser to the account failed; it stays in the browser", error);
        return "failed";
      }
      if (profile) carryAnnounced(storage, profile.id, user.id);
      storage.setItem(migratedMarkerKey(user.id), MIGRATION_MARKER_VALUE);
      storage.setItem(LOCAL_STORAGE_KEYS.migrationMarker, MIGRATION_MARKER_VALUE);
      clearLocalHome();
      return "moved";
    },

    onDataProblem: (listener) => local.onProblem(listener),

    end: async () => {
      // Read before anything goes. A home that cannot be read has no change of its own to tell: then every
      // queued change stays, as erasing must never take an account's.
      const home = await homeIdentity(local).catch((error: unknown) => {
        logError("The home kept in this browser could not be read before erasing it", error);
        return { userIds: [], taskIds: [] };
      });
      clearBrowserData(home);
    },
  };
}

/** Who the home is, for the offline queue: its local users and its tasks (browser-data.ts). */
async function homeIdentity(local: LocalMode): Promise<LocalHomeIdentity> {
  const [userIds, tasks] = await Promise.all([local.users.ids(), local.tasks.taskList("all")]);
  return { userIds, taskIds: tasks.map((task) => task.id) };
}

/** The browser's local session: local mode on this browser's localStorage. */
export function createBrowserLocalSession(): LocalSessionPort {
  const storage = globalThis.localStorage;
  return createLocalSession({
    local: createLocalMode({ storage }),
    storage,
    clearBrowserData: (home) => void clearProductBrowserData({ local: storage, session: globalThis.sessionStorage, localHome: home }),
    server: apiClient,
  });
}
