export {
  createOfflineQueueRunner,
  replayOnReconnect,
  type OfflineQueueRunner,
  type OfflineQueueRunnerEvent,
  type QueuedChange,
} from "./offline-queue-runner.ts";
export { createOfflineQueueStore, OFFLINE_QUEUE_STORAGE_KEY, type OfflineQueueStore, type QueueStorage } from "./offline-queue-storage.ts";
export { damagedCopyKey, isRecord, salvageItems, setAsideDamagedValue } from "./stored-value-repair.ts";
export {
  gotNoAnswer,
  isPermanentSyncFailure,
  sendOrQueue,
  withoutPendingCompletions,
  type SentOrQueued,
  type TaskChangeQueue,
} from "./task-change-queue.ts";
export { TaskSyncProvider, useTaskQueue, useTaskSync, type SendQueuedChange, type TaskSync } from "./task-sync.tsx";
