import { createStore, type StoreApi } from "zustand/vanilla";
import { useStore } from "zustand";
import { createJSONStorage, persist, type PersistOptions, type StateStorage } from "zustand/middleware";
import {
  addApplianceToState,
  addNotification,
  APP_STATE_VERSION,
  appStateSchema,
  clearNotifications,
  completeOnboarding,
  initialAppState,
  markNotificationRead,
  removeApplianceFromState,
  unlockAchievement,
  type AppAppliance,
  type AppState,
  type OnboardingState,
  type ReadingFormat,
} from "@domain/entities/app-state.ts";
import type { Notification } from "@domain/entities/notification.ts";
import type { SessionUser } from "@domain/contract/index.ts";
import { logError } from "@lib/logger/index.ts";
import { followCurrentHome } from "@lib/http/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/** docs/product.md §3.11: the app-wide state is kept in the browser under a key named after the product. */
export const APP_STATE_STORAGE_KEY = LOCAL_STORAGE_KEYS.appState;

export type AppStateActions = {
  setUser(user: SessionUser | null): void;
  setLoading(isLoading: boolean): void;
  setError(error: string | null): void;
  addAppliance(appliance: { id: string; name: string }): void;
  removeAppliance(applianceId: string): void;
  completeOnboarding(completion: { homeType: OnboardingState["homeType"]; selectedAppliances: readonly string[] }): void;
  setOnboardingStep(step: string): void;
  /** Onboarding progress as the person goes (home type, selection, ages, step); kept across reloads. */
  updateOnboarding(changes: OnboardingProgress): void;
  /** The home's appliances as the server lists them: the server is the truth, so no notification is added. */
  replaceAppliances(appliances: readonly AppAppliance[]): void;
  addNotification(notification: Omit<Notification, "id" | "createdAt" | "isRead">): void;
  markNotificationRead(notificationId: string): void;
  clearNotifications(): void;
  unlockAchievement(achievementId: string): void;
  /** docs/product.md §2.18: how dates and temperatures are written in this browser. */
  setReadingFormat(format: ReadingFormat): void;
  /** docs/product.md §6.5: the home this device shows; null shows the account's first home. */
  setCurrentHomeId(homeId: string | null): void;
  /** docs/product.md §4.1: logout resets everything and clears the saved copy. */
  reset(): void;
};

export type OnboardingProgress = Partial<Pick<OnboardingState, "currentStep" | "homeType" | "selectedAppliances" | "applianceAges" | "homeLocation">>;

export type AppStore = AppState & AppStateActions;

type StoreDependencies = {
  /** Where the state is saved; localStorage in the browser. */
  storage?: () => StateStorage;
  now?: () => Date;
  newId?: () => string;
};

/** The data part of the state: what is saved and what a migration must produce. */
function dataOf(store: AppStore): AppState {
  return {
    user: store.user,
    isAuthenticated: store.isAuthenticated,
    appliances: store.appliances,
    achievements: store.achievements,
    userStats: store.userStats,
    onboarding: store.onboarding,
    notifications: store.notifications,
    isLoading: store.isLoading,
    error: store.error,
    readingFormat: store.readingFormat,
    currentHomeId: store.currentHomeId,
  };
}

/**
 * What is saved: the data without the user. Who is signed in, their e-mail and name, never lies in plain
 * storage; the app keeps it encrypted under a key of its own (app/session-store-sync.ts, decision 056).
 */
function savedPartOf(store: AppStore): AppState {
  return { ...dataOf(store), user: null, isAuthenticated: false };
}

/**
 * Brings a saved state of an older version up to this one. Version 0 (before the state was
 * versioned) kept the onboarding's chosen appliances as `appliances: string[]` and had no userStats;
 * anything that still does not fit the schema is dropped for the initial state, with a log line.
 * Version 1 kept the user (e-mail and name) in plain text: it is kept in memory, for the app to keep it
 * encrypted, while the saved copy is written back without it at once (zustand's persist saves a migrated
 * state as soon as it is restored), so nothing else of the state is lost.
 */
export function migrateAppState(persisted: unknown, fromVersion: number): AppState {
  let candidate: unknown = persisted;
  if (fromVersion < 1 && typeof candidate === "object" && candidate !== null) {
    const old = candidate as Record<string, unknown>;
    const initial = initialAppState();
    const legacyIds = Array.isArray(old.appliances) && old.appliances.every((item) => typeof item === "string") ? (old.appliances) : null;
    candidate = {
      ...initial,
      ...old,
      appliances: legacyIds ? [] : (old.appliances ?? initial.appliances),
      userStats: { ...initial.userStats, ...(typeof old.userStats === "object" ? old.userStats : {}) },
      onboarding: {
        ...initial.onboarding,
        ...(typeof old.onboarding === "object" ? old.onboarding : {}),
        ...(legacyIds ? { selectedAppliances: legacyIds } : {}),
      },
      isLoading: false,
      error: null,
    };
  }
  const parsed = appStateSchema.safeParse(candidate);
  if (parsed.success) return { ...parsed.data, isLoading: false };
  logError(`The saved app state (version ${fromVersion}) could not be migrated; starting afresh`, parsed.error.issues);
  return initialAppState();
}

/** Storage that logs instead of throwing: a full or blocked localStorage must never break the app. */
function forgivingStorage(storage: () => StateStorage): StateStorage {
  return {
    getItem(name) {
      try {
        return storage().getItem(name);
      } catch (error) {
        logError("The app state could not be read from the browser's storage", error);
        return null;
      }
    },
    setItem(name, value) {
      try {
        return storage().setItem(name, value);
      } catch (error) {
        logError("The app state could not be saved in the browser's storage", error);
      }
    },
    removeItem(name) {
      try {
        return storage().removeItem(name);
      } catch (error) {
        logError("The app state could not be removed from the browser's storage", error);
      }
    },
  };
}

/** Outside a browser (server-side tests) there is no localStorage: nothing is saved, nothing fails. */
const noStorage: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const browserStorage = (): StateStorage => (typeof globalThis.localStorage === "undefined" ? noStorage : globalThis.localStorage);

export function createAppStore({
  storage = browserStorage,
  now = () => new Date(),
  newId = () => globalThis.crypto.randomUUID(),
}: StoreDependencies = {}): StoreApi<AppStore> {
  const safeStorage = forgivingStorage(storage);
  const options: PersistOptions<AppStore, AppState> = {
    name: APP_STATE_STORAGE_KEY,
    version: APP_STATE_VERSION,
    storage: createJSONStorage(() => safeStorage),
    partialize: savedPartOf,
    migrate: (persisted, version) => migrateAppState(persisted, version),
    // A saved copy of this version is still checked: hand-edited or corrupted storage must not reach screens.
    merge: (persisted, current) => {
      if (persisted === undefined || persisted === null) return current;
      const parsed = appStateSchema.safeParse(persisted);
      if (!parsed.success) {
        logError("The saved app state is not valid; starting afresh", parsed.error.issues);
        return current;
      }
      return { ...current, ...parsed.data, isLoading: false };
    },
    onRehydrateStorage: () => (_state, error) => {
      if (error) logError("The app state could not be restored", error);
    },
  };

  return createStore<AppStore>()(
    persist(
      (set) => {
        const change = (update: (state: AppState) => AppState) => set((store) => update(dataOf(store)));
        return {
          ...initialAppState(),
          setUser: (user) => set({ user, isAuthenticated: user !== null }),
          setLoading: (isLoading) => set({ isLoading }),
          setError: (error) => set({ error }),
          addAppliance: (appliance) => change((state) => addApplianceToState(state, appliance, { now: now(), notificationId: newId() })),
          removeAppliance: (applianceId) =>
            change((state) => removeApplianceFromState(state, applianceId, { now: now(), notificationId: newId() })),
          completeOnboarding: (completion) =>
            change((state) => ({ ...state, onboarding: completeOnboarding(state.onboarding, { ...completion, now: now() }) })),
          setOnboardingStep: (step) => set((store) => ({ onboarding: { ...store.onboarding, currentStep: step } })),
          updateOnboarding: (changes) => set((store) => ({ onboarding: { ...store.onboarding, ...changes } })),
          replaceAppliances: (appliances) =>
            set((store) => ({ appliances: [...appliances], userStats: { ...store.userStats, applianceCount: appliances.length } })),
          addNotification: (notification) =>
            change((state) => addNotification(state, { ...notification, id: newId(), createdAt: now().toISOString(), isRead: false })),
          markNotificationRead: (notificationId) => change((state) => markNotificationRead(state, notificationId)),
          clearNotifications: () => change(clearNotifications),
          unlockAchievement: (achievementId) => change((state) => unlockAchievement(state, achievementId, now())),
          setReadingFormat: (readingFormat) => set({ readingFormat }),
          setCurrentHomeId: (currentHomeId) => set({ currentHomeId }),
          reset: () => {
            set(initialAppState());
            safeStorage.removeItem(APP_STATE_STORAGE_KEY);
          },
        };
      },
      options,
    ),
  );
}

/** The app's one store, restored from localStorage when the module loads. */
export const appStore = createAppStore();

// This tab's requests about a home name the one its store shows (docs/product.md §6.5), not the saved copy,
// which another tab's switch rewrites.
followCurrentHome(() => appStore.getState().currentHomeId);

/** The home this device shows (docs/product.md §6.5): null when none was chosen, which means the account's first. */
export function useCurrentHomeId(): string | null {
  return useStore(appStore, (store) => store.currentHomeId);
}

/** Reads from the app-wide store; pass a selector so a component re-renders only for what it shows. */
export function useAppStore<T>(selector: (store: AppStore) => T): T {
  return useStore(appStore, selector);
}
