import { z } from "zod";
import { calendarDateSchema } from "../dates/calendar-date.ts";
import { completedTaskMetadataSchema, serverTaskSchema } from "./task.ts";

/**
 * The offline queue (docs/product.md §3.15, §4.13, §9.7): complete, undo and metadata actions taken while offline
 * or while the server failed, replayed oldest first, one at a time.
 */
export const OFFLINE_QUEUE_VERSION = 1;

export const offlineQueueItemTypeSchema = z.enum(["complete", "undo", "metadata"]);
export type OfflineQueueItemType = z.infer<typeof offlineQueueItemTypeSchema>;

export const offlineQueueItemSchema = z.object({
  /** Creation time in ms plus a random suffix: unique and sortable by age. */
  id: z.string().regex(/^\d+-[a-z0-9]+$/),
  /** Milliseconds since the epoch. */
  createdAt: z.number().int().min(0),
  attempts: z.number().int().min(0),
  type: offlineQueueItemTypeSchema,
  taskId: z.string().min(1),
  applianceId: z.string().min(1),
  /** Ties the queued action to its analytics events and its replay. */
  correlationId: z.string().min(1),
  meta: completedTaskMetadataSchema.optional(),
  /** The day a completion was done when the person said (docs/product.md §4.5 "Done earlier"); absent means the day it is sent. */
  completedOn: calendarDateSchema.optional(),
  /**
   * An undo's catalogue task (masterTaskSlug): with applianceId it names the one open occurrence of that
   * task, the one the undone completion opened, which the undo removes and no list shows while it waits.
   * Items queued before it was recorded have none.
   */
  masterTaskSlug: z.string().min(1).max(200).optional(),
  /**
   * A completion's task as the list showed it when it was completed: while the completion waits, the
   * completed tasks page lists it from here (after a reload without a network it has nothing else to list it
   * from), and an undo made there gives it back to the lists. Items queued before it was recorded have none,
   * and a copy that no longer reads is let go rather than the completion with it.
   */
  completes: serverTaskSchema.optional().catch(undefined),
  /**
   * An undo's task as the list showed it before its completion, open again: while the undo waits, a list
   * read meanwhile (which has it completed) shows it from here. Items queued before it was recorded have
   * none, and a copy that no longer reads is let go rather than the undo with it.
   */
  reopens: serverTaskSchema.optional().catch(undefined),
  /**
   * An undo's due day, when the screen that undid it had no copy of the task (the completed tasks page):
   * while the undo waits, a list that lacks the task shows it on this day, made from the open occurrence of
   * its catalogue task, which the undo removes. Let go, like a copy, when it no longer reads.
   */
  reopensOn: calendarDateSchema.optional().catch(undefined),
  /**
   * The account whose change it is: it is sent only in that account's session, so what one person did
   * offline waits for them when someone else signs in on the browser (or they were signed out before it
   * went). Items queued before it was recorded have none and go with the next session, as they did.
   */
  ownerId: z.string().min(1).optional(),
  /**
   * The home the change was made in (docs/product.md §6.5): it is sent to that home, whichever the device
   * shows by then. Items queued before it was recorded, or while no home was chosen, have none and go to
   * the home shown when they are sent.
   */
  homeId: z.string().min(1).optional(),
});
export type OfflineQueueItem = z.infer<typeof offlineQueueItemSchema>;

/** The queue as it is stored, versioned so an older shape is recognised. */
export const offlineQueueSchema = z.object({
  version: z.literal(OFFLINE_QUEUE_VERSION),
  items: z.array(offlineQueueItemSchema),
});
export type OfflineQueue = z.infer<typeof offlineQueueSchema>;

export const offlineQueueEventSchema = z.enum(["queued", "syncing", "synced", "failed"]);
export type OfflineQueueEvent = z.infer<typeof offlineQueueEventSchema>;

/**
 * The id of a queue item: `createdAt` then a random base-36 suffix. `random` is a [0, 1) source
 * (Math.random in the browser), passed in so tests are repeatable.
 */
export function offlineQueueItemId(createdAtMs: number, random: () => number): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0");
  return `${createdAtMs}-${suffix}`;
}

/** docs/product.md §9.7: the retry delay starts at 800 ms and doubles per attempt, capped at 5 minutes. */
export const OFFLINE_RETRY_BASE_MS = 800;
export const OFFLINE_RETRY_MAX_MS = 5 * 60 * 1000;

/** The wait before the next try after `attempts` failed tries (1 → 800 ms, 2 → 1600 ms, …). */
export function offlineRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(OFFLINE_RETRY_BASE_MS * 2 ** exponent, OFFLINE_RETRY_MAX_MS);
}

/** Whether a session of `ownerId` sends the item: its own, and those queued before owners were recorded. */
export function belongsToSession(item: OfflineQueueItem, ownerId: string | undefined): boolean {
  return item.ownerId === undefined || ownerId === undefined || item.ownerId === ownerId;
}

/** docs/product.md §4.13: oldest first; only what the session of `ownerId` may send, when given. */
export function nextOfflineQueueItem(queue: OfflineQueue, ownerId?: string): OfflineQueueItem | undefined {
  return queue.items.filter((item) => belongsToSession(item, ownerId)).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))[0];
}
