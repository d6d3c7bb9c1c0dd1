import {
  OFFLINE_QUEUE_VERSION,
  offlineQueueItemId,
  offlineQueueItemSchema,
  offlineQueueSchema,
  type OfflineQueue,
  type OfflineQueueItem,
} from "@domain/entities/offline-queue.ts";
import { completedTaskMetadataSchema, type CompletedTaskMetadata } from "@domain/entities/task.ts";
import { isRecord, setAsideDamagedValue } from "./stored-value-repair.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/** docs/product.md §9.1: the versioned offline queue, one of the keys the product keeps in the browser. */
export const OFFLINE_QUEUE_STORAGE_KEY = LOCAL_STORAGE_KEYS.offlineQueue;

/** The part of the Web Storage API the queue needs; localStorage in the browser, a map in tests. */
export type QueueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A stored queue that was not of today's shape. Its text is kept under `setAsideKey` either way.
 * - `migrated`: stored the older way (a bare list, or an earlier version), and every change in it read;
 *   fields that no longer read were dropped (docs/product.md §5.5), the changes kept.
 * - `damaged`: something in it could not be read as a change at all: `unreadableItems` of them, or null
 *   when the value was no list of changes (half written, not JSON). Those are not sent; the person is told.
 */
export type QueueReadProblem = { kind: "migrated" | "damaged"; setAsideKey: string; keptItems: number; unreadableItems: number | null };

export type OfflineQueueStore = {
  read(): OfflineQueue;
  write(queue: OfflineQueue): void;
  /** Set once when a stored queue could not be read as it was; the screen tells the user (task-sync.tsx). */
  readonly problem: QueueReadProblem | undefined;
};

export type OfflineQueueStoreOptions = {
  /** The account whose session reads the queue: it takes ownership of an older queue's changes (see readOlderQueue). */
  readerId?: string | undefined;
  /** Keys for changes an older queue stored without one. */
  newCorrelationId?: () => string;
};

const emptyQueue = (): OfflineQueue => ({ version: OFFLINE_QUEUE_VERSION, items: [] });

/** What reading a stored queue came to. */
export type ParsedQueue = { queue: OfflineQueue; damaged: boolean; older: boolean; keptItems: number; unreadableItems: number | null };

/**
 * Reads a stored queue of any age. A queue of today's version is used as it is. Anything else is read
 * change by change (readOlderItem): every change that can still be sent is kept, with only the fields that
 * no longer read dropped; the caller sets the original text aside rather than overwrite it, so nothing is
 * lost and nothing crashes (docs/product.md §4.16: an older or damaged value is migrated or set aside).
 */
export function parseStoredQueue(text: string | null, options: OfflineQueueStoreOptions = {}): ParsedQueue {
  if (text === null) return { queue: emptyQueue(), damaged: false, older: false, keptItems: 0, unreadableItems: 0 };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { queue: emptyQueue(), damaged: true, older: false, keptItems: 0, unreadableItems: null };
  }
  const current = offlineQueueSchema.safeParse(stored);
  if (current.success) return { queue: current.data, damaged: false, older: false, keptItems: current.data.items.length, unreadableItems: 0 };

  // Before the queue was versioned it was a bare list of changes; an object of another version is older too.
  // A value of today's version that did not pass is damaged, and keeps what it says about owners.
  const older = Array.isArray(stored) || (isRecord(stored) && stored.version !== OFFLINE_QUEUE_VERSION);
  const candidates: unknown = Array.isArray(stored) ? stored : isRecord(stored) ? stored.items : undefined;
  if (!Array.isArray(candidates)) return { queue: emptyQueue(), damaged: true, older, keptItems: 0, unreadableItems: null };
  const items = candidates.flatMap((candidate: unknown) => {
    const item = readOlderItem(candidate, options);
    return item ? [ownedBy(item, older ? options.readerId : undefined)] : [];
  });
  const unreadableItems = candidates.length - items.length;
  return { queue: { version: OFFLINE_QUEUE_VERSION, items }, damaged: true, older, keptItems: items.length, unreadableItems };
}

/**
 * An older queue's changes carry no owner: the queue predates both its version and decision 026. They go to
 * the account that reads the queue first, rather than staying without one. A queue lives as long as a
 * server session (decision 022), so the first session to read it after the app was updated is, on all but
 * a shared browser, the one its changes were made in. Left without an owner they would be sent by every
 * later session until one sent them, and another person's session would have the server refuse a task of
 * another home and drop the change; owned, they wait for that one account as today's changes do. On a
 * shared browser whose other person signs in first, owning them costs nothing more than leaving them
 * without an owner would: that first session would have sent them either way.
 */
function ownedBy(item: OfflineQueueItem, readerId: string | undefined): OfflineQueueItem {
  return item.ownerId === undefined && readerId !== undefined ? { ...item, ownerId: readerId } : item;
}

/** The fields a change cannot be sent without: what it does, to which task, and when (its place in the queue). */
const requiredFields = ["type", "taskId", "applianceId", "createdAt"] as const;

/**
 * One stored change of any age, or null when it cannot be sent. Fields are read one by one: one that no
 * longer reads is dropped and the change kept, so a change whose `timeSpentMinutes` was stored as "22"
 * keeps its completion and notes and loses only that field (docs/product.md §5.5: metadata keeps
 * timeSpentMinutes and costActual only when they are numbers). Without its own id, attempt count or key,
 * a change gets new ones: a key is only ever a first try's, and an older queue's change had none.
 */
function readOlderItem(candidate: unknown, { newCorrelationId = () => globalThis.crypto.randomUUID() }: OfflineQueueStoreOptions): OfflineQueueItem | null {
  const exact = offlineQueueItemSchema.safeParse(candidate);
  if (exact.success) return exact.data;
  if (!isRecord(candidate)) return null;
  const shape = offlineQueueItemSchema.shape;
  const kept: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shape)) {
    if (field === "meta" || candidate[field] === undefined) continue;
    const value = schema.safeParse(candidate[field]);
    if (value.success && value.data !== undefined) kept[field] = value.data;
  }
  if (requiredFields.some((field) => kept[field] === undefined)) return null;
  const meta = readOlderMeta(candidate.meta);
  const repaired = {
    ...kept,
    id: kept.id ?? offlineQueueItemId(kept.createdAt as number, Math.random),
    attempts: kept.attempts ?? 0,
    correlationId: kept.correlationId ?? newCorrelationId(),
    ...(meta ? { meta } : {}),
  };
  const item = offlineQueueItemSchema.safeParse(repaired);
  return item.success ? item.data : null;
}

/** Completion metadata field by field: what does not read (a number stored as text, notes too long) goes alone. */
function readOlderMeta(stored: unknown): CompletedTaskMetadata | undefined {
  if (!isRecord(stored)) return undefined;
  const meta: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(completedTaskMetadataSchema.shape)) {
    const value = schema.safeParse(stored[field]);
    if (value.success && value.data !== undefined) meta[field] = value.data;
  }
  const parsed = completedTaskMetadataSchema.safeParse(meta);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
}

export function createOfflineQueueStore(storage: QueueStorage, now: () => number = Date.now, options: OfflineQueueStoreOptions = {}): OfflineQueueStore {
  let problem: QueueReadProblem | undefined;
  return {
    read() {
      const text = storage.getItem(OFFLINE_QUEUE_STORAGE_KEY);
      const { queue, damaged, keptItems, unreadableItems } = parseStoredQueue(text, options);
      if (damaged && text !== null) {
        const setAsideKey = setAsideDamagedValue(storage, OFFLINE_QUEUE_STORAGE_KEY, text, now());
        storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(queue));
        problem = { kind: unreadableItems === 0 ? "migrated" : "damaged", setAsideKey, keptItems, unreadableItems };
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
