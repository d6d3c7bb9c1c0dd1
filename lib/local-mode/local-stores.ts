import { z } from "zod";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { calendarDateSchema, instantSchema } from "@domain/dates/calendar-date.ts";
import {
  applianceAgeSchema,
  emptyLocalDataStore,
  LOCAL_DATA_STORE_VERSION,
  localCompletedTaskSchema,
  localDataStoreSchema,
  type LocalDataStore,
} from "@domain/entities/local-data-store.ts";
import { emptyLocalAchievements, LOCAL_ACHIEVEMENTS_VERSION, localAchievementIdSchema, localAchievementsSchema, type LocalAchievements } from "@domain/entities/local-achievements.ts";
import {
  emptyLocalNotifications,
  LOCAL_NOTIFICATIONS_VERSION,
  localNotificationsSchema,
  MAX_LOCAL_NOTIFICATIONS,
  type LocalNotifications,
} from "@domain/entities/local-notifications.ts";
import { notificationSchema } from "@domain/entities/notification.ts";
import { emptyLocalUsers, LOCAL_USERS_VERSION, localProfileSchema, localUsersSchema, type LocalProfile, type LocalUsers } from "@domain/entities/local-profile.ts";
import { emptyLocalTasks, LOCAL_TASKS_VERSION, localTaskSchema, localTasksSchema, type LocalTasks } from "@domain/entities/local-tasks.ts";
import { isRecord, salvageItems } from "@lib/offline-sync/index.ts";
import { createEncryptedStorage, type BrowserStorage } from "./encrypted-storage.ts";
import {
  createVersionedStore,
  decodeVersioned,
  type Decoded,
  type StoredValueProblem,
  type VersionedStore,
  type VersionedStoreOptions,
} from "./versioned-store.ts";

/** An older store had no `version`; its fields were the same, some missing: today's defaults fill them. */
function withDefaults(stored: unknown, empty: object): unknown {
  return isRecord(stored) ? { ...empty, ...stored, version: (empty as { version: number }).version } : stored;
}

/** The entries of a stored record whose values pass `schema`; the rest are dropped. */
function salvageRecord<Value>(stored: unknown, schema: z.ZodType<Value>): Record<string, Value> {
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).flatMap(([key, value]) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [[key, parsed.data] as const] : [];
    }),
  );
}

function field<Value>(stored: unknown, name: string, schema: z.ZodType<Value>, fallback: Value): Value {
  const parsed = schema.safeParse(isRecord(stored) ? stored[name] : undefined);
  return parsed.success ? parsed.data : fallback;
}

/** docs/product.md §3.10: the local data store, with each list and record kept item by item when damaged. */
export function decodeLocalDataStore(stored: unknown): Decoded<LocalDataStore> {
  return decodeVersioned(stored, {
    schema: localDataStoreSchema,
    version: LOCAL_DATA_STORE_VERSION,
    empty: emptyLocalDataStore,
    upgrade: (old) => withDefaults(old, emptyLocalDataStore()),
    salvage: (damaged) => ({
      version: LOCAL_DATA_STORE_VERSION,
      selectedAppliances: salvageItems(damaged, "selectedAppliances", z.string()),
      applianceAges: salvageItems(damaged, "applianceAges", applianceAgeSchema),
      completedTasks: salvageItems(damaged, "completedTasks", localCompletedTaskSchema),
      lastCompleted: salvageRecord(isRecord(damaged) ? damaged.lastCompleted : undefined, instantSchema),
      taskResponses: field(damaged, "taskResponses", z.record(z.string(), z.unknown()), {}),
      streak: field(damaged, "streak", z.number().int().min(0), 0),
      lastTaskDate: field(damaged, "lastTaskDate", calendarDateSchema.nullable(), null),
    }),
  });
}

/** The local tasks; the oldest versions kept a bare array of tasks. */
export function decodeLocalTasks(stored: unknown): Decoded<LocalTasks> {
  return decodeVersioned(stored, {
    schema: localTasksSchema,
    version: LOCAL_TASKS_VERSION,
    empty: emptyLocalTasks,
    upgrade: (old) => (Array.isArray(old) ? { version: LOCAL_TASKS_VERSION, tasks: old } : withDefaults(old, emptyLocalTasks())),
    salvage: (damaged) => ({ version: LOCAL_TASKS_VERSION, tasks: salvageItems(damaged, "tasks", localTaskSchema) }),
  });
}

/** The local users; a current user who did not survive is no longer current. */
export function decodeLocalUsers(stored: unknown): Decoded<LocalUsers> {
  return decodeVersioned(stored, {
    schema: localUsersSchema,
    version: LOCAL_USERS_VERSION,
    empty: emptyLocalUsers,
    upgrade: (old) => withDefaults(old, emptyLocalUsers()),
    salvage: (damaged) => {
      const users = salvageItems(damaged, "users", localProfileSchema);
      const current = field(damaged, "currentUserId", z.string(), null);
      return { version: LOCAL_USERS_VERSION, currentUserId: users.some((user) => user.id === current) ? current : null, users };
    },
  });
}

/** The unlocked achievements; an unlock of an achievement no longer known, or with a damaged instant, is dropped. */
export function decodeLocalAchievements(stored: unknown): Decoded<LocalAchievements> {
  return decodeVersioned(stored, {
    schema: localAchievementsSchema,
    version: LOCAL_ACHIEVEMENTS_VERSION,
    empty: emptyLocalAchievements,
    upgrade: (old) => withDefaults(old, emptyLocalAchievements()),
    salvage: (damaged) => {
      const unlocked = salvageRecord(isRecord(damaged) ? damaged.unlocked : undefined, instantSchema);
      return {
        version: LOCAL_ACHIEVEMENTS_VERSION,
        unlocked: Object.fromEntries(Object.entries(unlocked).filter(([id]) => localAchievementIdSchema.safeParse(id).success)),
        guideFinished: field(damaged, "guideFinished", z.boolean(), false),
      };
    },
  });
}

/** The notification center; each notification that still reads is kept, the newest ones first. */
export function decodeLocalNotifications(stored: unknown): Decoded<LocalNotifications> {
  return decodeVersioned(stored, {
    schema: localNotificationsSchema,
    version: LOCAL_NOTIFICATIONS_VERSION,
    empty: emptyLocalNotifications,
    upgrade: (old) => withDefaults(old, emptyLocalNotifications()),
    salvage: (damaged) => ({
      version: LOCAL_NOTIFICATIONS_VERSION,
      notifications: salvageItems(damaged, "notifications", notificationSchema).slice(0, MAX_LOCAL_NOTIFICATIONS),
    }),
  });
}

export interface LocalStores {
  readonly dataStore: VersionedStore<LocalDataStore>;
  readonly tasks: VersionedStore<LocalTasks>;
  readonly users: VersionedStore<LocalUsers>;
  readonly achievements: VersionedStore<LocalAchievements>;
  readonly notifications: VersionedStore<LocalNotifications>;
  /**
   * Every key these stores keep in the browser, the secret they are encrypted with included: what moving
   * the home to an account, or erasing it, removes. Made from the stores themselves, so a store added
   * later cannot be left behind for the next home on this browser to find undecryptable.
   */
  readonly keys: readonly string[];
  /** What the reads so far found damaged, for the screen to tell the user. */
  problems(): StoredValueProblem[];
  /** Tells `listener` of each damaged value a later read finds; returns the unsubscribe function. */
  onProblem(listener: (problem: StoredValueProblem) => void): () => void;
}

export interface LocalStoresOptions {
  /** localStorage in the browser, a map in tests. */
  readonly storage: BrowserStorage;
  readonly crypto?: Crypto;
  /** Milliseconds since the epoch. */
  readonly now?: () => number;
  /**
   * The tasks made whole again when their stored value was found damaged and set aside, from what could be
   * read of them and the rest of the home (docs/product.md §4.16); undefined when there is nothing to make
   * them from. Stored in place of what could be read, so it is done once.
   */
  readonly rebuildTasks?: (kept: LocalTasks, home: { readonly data: LocalDataStore; readonly profile: LocalProfile | null }) => LocalTasks | undefined;
}

/** The encrypted values local mode keeps (docs/product.md §9.1), on one storage and one secret. */
export function createLocalStores({ storage, crypto, now = Date.now, rebuildTasks }: LocalStoresOptions): LocalStores {
  const encrypted = createEncryptedStorage({ storage, now, ...(crypto && { crypto }) });
  const problemListeners = new Set<(problem: StoredValueProblem) => void>();
  const reportProblem = (problem: StoredValueProblem) => {
    for (const listener of [...problemListeners]) listener(problem);
  };
  const common = { storage, encrypted, now, reportProblem };
  // The secret every store here is encrypted with (encrypted-storage.ts) goes with them.
  const keys: string[] = [LOCAL_STORAGE_KEYS.localSecret];
  /** A store whose key is listed in `keys`. */
  const listedStore = <Value>(options: VersionedStoreOptions<Value>): VersionedStore<Value> => {
    keys.push(options.key);
    return createVersionedStore(options);
  };
  const dataStore = listedStore({
    ...common,
    key: LOCAL_STORAGE_KEYS.localDataStore,
    schema: localDataStoreSchema,
    decode: decodeLocalDataStore,
    empty: emptyLocalDataStore,
  });
  const tasks = listedStore<LocalTasks>({
    ...common,
    key: LOCAL_STORAGE_KEYS.localTasks,
    schema: localTasksSchema,
    decode: decodeLocalTasks,
    empty: emptyLocalTasks,
    ...(rebuildTasks && {
      rebuild: async (kept: LocalTasks) => {
        const [data, stored] = await Promise.all([dataStore.read(), users.read()]);
        return rebuildTasks(kept, { data, profile: stored.users.find((user) => user.id === stored.currentUserId) ?? null });
      },
    }),
  });
  const users = listedStore({ ...common, key: LOCAL_STORAGE_KEYS.localUsers, schema: localUsersSchema, decode: decodeLocalUsers, empty: emptyLocalUsers });
  const achievements = listedStore({
    ...common,
    key: LOCAL_STORAGE_KEYS.localAchievements,
    schema: localAchievementsSchema,
    decode: decodeLocalAchievements,
    empty: emptyLocalAchievements,
  });
  const notifications = listedStore({
    ...common,
    key: LOCAL_STORAGE_KEYS.localNotifications,
    schema: localNotificationsSchema,
    decode: decodeLocalNotifications,
    empty: emptyLocalNotifications,
  });
  const all = [dataStore, tasks, users, achievements, notifications];
  return {
    dataStore,
    tasks,
    users,
    achievements,
    notifications,
    keys,
    problems: () => all.map((store) => store.problem).filter((problem) => problem !== undefined),
    onProblem: (listener) => {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
  };
}
