import {
  OFFLINE_QUEUE_VERSION,
  offlineQueueItemSchema,
  offlineQueueSchema,
  type OfflineQueue,
  type OfflineQueueItem,
} from "@domain/entities/offline-queue.ts";
import { salvageItems, setAsideDamagedValue } from "./stored-value-repair.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/** docs/product.md §9.1: the versioned offline queue, one of the keys the product keeps in the browser. */
export const OFFLINE_QUEUE_STORAGE_KEY = LOCAL_STORAGE_KEYS.offlineQueue;

/** The part of the Web Storage API the queue needs; localStorage in the browser, a map in tests. */
export type QueueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type QueueReadProblem = { kind: "damaged"; setAsideKey: string; keptItems: number };

export type OfflineQueueStore = {
  read(): OfflineQueue;
  write(queue: OfflineQueue): void;
  /** Set once when a stored queue could not be read as it was; the screen tells the user. */
  readonly problem: QueueReadProblem | undefined;
};

const emptyQueue = (): OfflineQueue => ({ version: OFFLINE_QUEUE_VERSION, items: [] });

/**
 * Reads a stored queue of any age. A queue of today's version is used as it is. Anything else (an
 * older shape, a hand-edited or half-written value) keeps every item that is still valid, and the
 * original text is set aside under its own key rather than overwritten: never a crash, never a loss.
 */
export function parseStoredQueue(text: string | null): { queue: OfflineQueue; damaged: boolean; keptItems: number } {
  if (text === null) return { queue: emptyQueue(), damaged: false, keptItems: 0 };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { queue: emptyQueue(), damaged: true, keptItems: 0 };
  }
  const current = offlineQueueSchema.safeParse(stored);
  if (current.success) return { queue: current.data, damaged: false, keptItems: current.data.items.length };
  // An older queue may have been a bare array of items, or an object whose items are partly valid.
  const items: OfflineQueueItem[] = salvageItems(stored, "items", offlineQueueItemSchema);
  return { queue: { version: OFFLINE_QUEUE_VERSION, items }, damaged: true, keptItems: items.length };
}

export function createOfflineQueueStore(storage: QueueStorage, now: () => number = Date.now): OfflineQueueStore {
  let problem: QueueReadProblem | undefined;
  return {
    read() {
      const text = storage.getItem(OFFLINE_QUEUE_STORAGE_KEY);
      const { queue, damaged, keptItems } = parseStoredQueue(text);
      if (damaged && text !== null) {
        const setAsideKey = setAsideDamagedValue(storage, OFFLINE_QUEUE_STORAGE_KEY, text, now());
        storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(queue));
        problem = { kind: "damaged", setAsideKey, keptItems };
      }
      return queue;
    },
    write(queue) {
      storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(queue));
    },
    get problem() {
      return problem;
    },
  };
}
