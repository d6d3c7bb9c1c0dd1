export {
  createOfflineQueueRunner,
  replayOnReconnect,
  type OfflineQueueRunner,
  type OfflineQueueRunnerEvent,
  type QueuedChange,
} from "./offline-queue-runner.ts";
export { createOfflineQueueStore, OFFLINE_QUEUE_STORAGE_KEY, type OfflineQueueStore, type QueueStorage } from "./offline-queue-storage.ts";
export { damagedCopyKey, isRecord, salvageItems, setAsideDamagedValue } from "./stored-value-repair.ts";
