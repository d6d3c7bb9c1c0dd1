import type { QueryClient } from "@tanstack/react-query";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { reopenedServerTask, tasksAfterWaitingChanges } from "@lib/offline-sync/index.ts";
import type { ApiClient } from "@lib/http/index.ts";
import { keepAnsweredChange } from "./task-cache.ts";
import { completeTask } from "./complete-task.ts";
import { uncompleteTask } from "./uncomplete-task.ts";
import { updateTaskMetadata } from "./update-task-metadata.ts";

/**
 * Replays one change of the offline queue (docs/product.md §4.13) with the server, under the key it was
 * first sent with: the server answers a repeat without applying it twice (`Idempotency-Key`).
 */
export async function sendQueuedTaskChange(client: ApiClient, item: OfflineQueueItem): Promise<void> {
  // To the home it was made in, whichever the device shows now (docs/product.md §6.5).
  const sent = { idempotencyKey: item.correlationId, homeId: item.homeId };
  switch (item.type) {
    case "complete":
      await completeTask(client, item.taskId, item.meta ?? {}, sent, item.completedOn);
      return;
    case "undo":
      await uncompleteTask(client, item.taskId, sent);
      return;
    case "metadata":
      await updateTaskMetadata(client, item.taskId, item.meta ?? {}, sent);
      return;
  }
}

/**
 * A waiting change the server has applied, made in the dashboard's list and its kept copy (docs/product.md
 * §9.4), as a change sent at once makes its own once answered (`keepAnsweredChange`). The queue stops
 * overlaying a sent change once the lists have been read again; when that read was stopped by a later
 * change, the list stayed as read before this one reached the server, and its kept copy with it: offline, a
 * card completed through the queue came back and could be completed again, which the server refused
 * ("This task is already completed").
 */
export function keepSyncedTaskChange(queryClient: QueryClient, item: OfflineQueueItem): void {
  if (item.type === "metadata") return;
  keepAnsweredChange(queryClient, (tasks) => tasksAfterWaitingChanges(tasks, [item], reopenedServerTask));
}
