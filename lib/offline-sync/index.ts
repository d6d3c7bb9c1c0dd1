export { parseStoredQueue } from "./offline-queue-storage.ts";
export { damagedCopyKey, isRecord, salvageItems, setAsideDamagedValue } from "./stored-value-repair.ts";
export { isSameCatalogueTask, reopenedServerTask, sendOrQueue, tasksAfterWaitingChanges, undoChange, type UnansweredChange } from "./task-change-queue.ts";
export { TaskSyncProvider, useTaskQueue, useTaskSync, type ApplySyncedChange } from "./task-sync.tsx";
