import type { AccountExport } from "@domain/contract/index.ts";
import { calendarDateInTimeZone, calendarDateOfInstant } from "@domain/dates/calendar-date.ts";
import type { BrowserStorage } from "./encrypted-storage.ts";
import { createLocalAppliances, type LocalAppliances } from "./local-appliances.ts";
import { localAccountExport } from "./local-export.ts";
import { localMaintenanceRecord, localMaintenanceRecordCsv } from "./local-maintenance-record.ts";
import { createLocalHome, type LocalHome } from "./local-home.ts";
import { createLocalNotificationCenter, type LocalNotificationCenter } from "./local-notifications.ts";
import { createLocalStores } from "./local-stores.ts";
import { rebuildLocalTasks } from "./local-task-generation.ts";
import { createLocalTaskSource, type LocalTaskSource } from "./local-task-source.ts";
import { createLocalUsers, type LocalUsers } from "./local-users.ts";
import type { StoredValueProblem } from "./versioned-store.ts";

export interface LocalModeOptions {
  /** localStorage in the browser. */
  readonly storage: BrowserStorage;
  readonly now?: () => Date;
  /** The user's IANA time zone. */
  readonly timeZone?: () => string;
  readonly newId?: () => string;
  readonly crypto?: Crypto;
}

export interface LocalMode {
  readonly tasks: LocalTaskSource;
  readonly users: LocalUsers;
  readonly home: LocalHome;
  readonly appliances: LocalAppliances;
  readonly notifications: LocalNotificationCenter;
  /** `GET /api/users/me/export`: everything kept here, in the account export's shape. */
  exportData(): Promise<AccountExport>;
  /** `GET /api/home/record.csv`: the home's maintenance record as CSV (docs/product.md §4.19), or one appliance's. */
  maintenanceRecordCsv(request?: { applianceId?: string | undefined }): Promise<Blob>;
  /** Every key the home keeps in the browser, its encryption secret included: what moving it to an account or erasing it removes. */
  readonly storageKeys: readonly string[];
  /** Stored values found damaged and set aside (docs/product.md §4.16), for the screen to say so. */
  problems(): StoredValueProblem[];
  /** Tells `listener` of each damaged value a later read finds; returns the unsubscribe function. */
  onProblem(listener: (problem: StoredValueProblem) => void): () => void;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Local mode's data layer (docs/product.md §4.16) on one storage: its tasks, users, appliances and notifications, sharing the stored values. */
export function createLocalMode({ storage, now = () => new Date(), timeZone, newId, crypto }: LocalModeOptions): LocalMode {
  const zone = timeZone ?? browserTimeZone;
  const stores = createLocalStores({
    storage,
    now: () => now().getTime(),
    ...(crypto && { crypto }),
    // docs/product.md §4.16: a schedule that could not be read whole is made again from the home's appliances and completions.
    rebuildTasks: (kept, { data, profile }) => {
      const instant = now();
      const tasks = rebuildLocalTasks(kept.tasks, data, profile?.appliances ?? [], {
        now: instant,
        today: calendarDateInTimeZone(instant, zone()),
        dayOf: (at) => calendarDateOfInstant(at, zone()),
        newId: newId ?? (() => globalThis.crypto.randomUUID()),
      });
      return tasks.length === kept.tasks.length ? undefined : { ...kept, tasks };
    },
  });
  const common = { now, ...(timeZone && { timeZone }), ...(newId && { newId }) };
  const notifications = createLocalNotificationCenter({ stores, now, ...(newId && { newId }) });
  const tasks = createLocalTaskSource({ stores, notifications, ...common });
  const users = createLocalUsers({ stores, now, ...(newId && { newId }) });
  const appliances = createLocalAppliances({ users, tasks, notifications, ...common });
  return {
    tasks,
    users,
    home: createLocalHome({ stores, users, tasks, ...common }),
    appliances,
    notifications,
    exportData: () => localAccountExport({ users, tasks, appliances, notifications, now, timeZone: zone }),
    maintenanceRecordCsv: async ({ applianceId } = {}) =>
      localMaintenanceRecordCsv(await localMaintenanceRecord({ tasks, appliances, users, now, timeZone: zone, applianceId })),
    storageKeys: stores.keys,
    problems: () => stores.problems(),
    onProblem: (listener) => stores.onProblem(listener),
  };
}
