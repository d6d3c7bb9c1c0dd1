import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CompleteTaskResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { requestableCompletedTaskMetadata, sanitiseCompletedTaskMetadata, serverTaskSchema, type CompletedTaskMetadata } from "@domain/entities/task.ts";
import { sendOrQueue, useTaskQueue } from "@lib/offline-sync/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import type { QueuedCallOptions } from "./task-write-variables.ts";
import { useAuth } from "@lib/session/index.ts";
import { taskWriteKeys } from "./keys.ts";
import type { CompleteTaskVariables } from "./task-write-variables.ts";
import { changeDashboardCache, keepAnsweredChange, readTasksAgain, restoreDashboardCache, type DashboardChange, type DashboardSnapshot } from "./task-cache.ts";

/**
 * `PUT /api/tasks/{id}/complete`, with notes, time and cost when given (numbers only, docs/product.md §5),
 * and the day it was done when the person said (§4.5 "Done earlier").
 */
export async function completeTask(
  client: ApiClient,
  id: string,
  metadata: CompletedTaskMetadata = {},
  sent: QueuedCallOptions = {},
  completedOn?: CalendarDate,
): Promise<CompleteTaskResponse> {
  const body = { ...requestableCompletedTaskMetadata(metadata), ...(completedOn ? { completedOn } : {}) };
  return callRoute(client, "completeTask", { params: { id }, body }, sent);
}

/** The server's answer, or, for a change kept to send later, no next occurrence yet and `queued`. */
export type CompleteTaskOutcome = CompleteTaskResponse & { readonly queued: boolean };

/** The completed task leaves the list. */
const withoutTask =
  (id: string): DashboardChange =>
  (tasks) =>
    tasks.filter((task) => task.id !== id);

/**
 * Completes a task; the card leaves the dashboard at once and comes back if the server refuses. Offline,
 * or when no answer comes, the completion waits in the offline queue and the card stays gone
 * (docs/product.md §4.13); `networkMode: "always"` because the queue, not a paused mutation, is what waits.
 */
export function useCompleteTask() {
  const { client } = useAuth();
  const queue = useTaskQueue();
  const queryClient = useQueryClient();
  return useMutation<CompleteTaskOutcome, Error, CompleteTaskVariables, DashboardSnapshot>({
    mutationKey: taskWriteKeys.complete(),
    networkMode: "always",
    mutationFn: async ({ id, applianceId, metadata, completedOn, task }) => {
      const meta = metadata ? sanitiseCompletedTaskMetadata(metadata) : undefined;
      // Only what a listed task holds: the task page's has its guide and history too, which the queue need not keep.
      const completes = task ? serverTaskSchema.safeParse(task).data : undefined;
      const change = { type: "complete", taskId: id, applianceId, ...(meta ? { meta } : {}), ...(completedOn ? { completedOn } : {}), ...(completes ? { completes } : {}) } as const;
      const outcome = await sendOrQueue(queue, change, (key) => completeTask(client, id, metadata, { idempotencyKey: key }, completedOn));
      return outcome.queued ? { nextTaskId: null, nextDueDate: null, queued: true } : { ...outcome.result, queued: false };
    },
    onMutate: ({ id }) => changeDashboardCache(queryClient, withoutTask(id)),
    onSuccess: (outcome, { id }) => {
      if (!outcome.queued) keepAnsweredChange(queryClient, withoutTask(id));
    },
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    // A queued completion is read back once the queue has sent it (the queue reads every list again then).
    onSettled: (outcome) => {
      if (!outcome?.queued) readTasksAgain(queryClient);
    },
  });
}
