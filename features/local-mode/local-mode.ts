import type { BrowserStorage } from "./encrypted-storage.ts";
import { createLocalHome, type LocalHome } from "./local-home.ts";
import { createLocalStores } from "./local-stores.ts";
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
  /** Stored values found damaged and set aside (docs/product.md §4.16), for the screen to say so. */
  problems(): StoredValueProblem[];
}

/** Local mode's data layer (docs/product.md §4.16) on one storage: its tasks and its users, sharing the stored values. */
export function createLocalMode({ storage, now = () => new Date(), timeZone, newId, crypto }: LocalModeOptions): LocalMode {
  const stores = createLocalStores({ storage, now: () => now().getTime(), ...(crypto && { crypto }) });
  const tasks = createLocalTaskSource({ stores, now, ...(timeZone && { timeZone }), ...(newId && { newId }) });
  const users = createLocalUsers({ stores, now, ...(newId && { newId }) });
  return {
    tasks,
    users,
    home: createLocalHome({ stores, users, tasks, now, ...(timeZone && { timeZone }), ...(newId && { newId }) }),
    problems: () => stores.problems(),
  };
}
