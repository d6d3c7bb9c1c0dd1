import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import type { ApiClient } from "@features/session/index.ts";
import { completeTask } from "./complete-task.ts";
import { uncompleteTask } from "./uncomplete-task.ts";
import { updateTaskMetadata } from "./update-task-metadata.ts";

/**
 * Replays one change of the offline queue (docs/product.md §4.13) with the server, under the key it was
 * first sent with: the server answers a repeat without applying it twice (`Idempotency-Key`).
 */
export async function sendQueuedTaskChange(client: ApiClient, item: OfflineQueueItem): Promise<void> {
  switch (item.type) {
    case "complete":
      await completeTask(client, item.taskId, item.meta ?? {}, item.correlationId);
      return;
    case "undo":
      await uncompleteTask(client, item.taskId, item.correlationId);
      return;
    case "metadata":
      await updateTaskMetadata(client, item.taskId, item.meta ?? {}, item.correlationId);
      return;
  }
}
