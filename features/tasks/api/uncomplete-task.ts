import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServerTask } from "@domain/entities/task.ts";
import { reopenedTask } from "@domain/tasks/task-list.ts";
import { isSameCatalogueTask, sendOrQueue, undoChange, useTaskQueue } from "@lib/offline-sync/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { taskWriteKeys } from "./keys.ts";
import type { QueuedCallOptions, UncompleteTaskVariables } from "./task-write-variables.ts";
import { changeDashboardCache, keepAnsweredChange, readTasksAgain, restoreDashboardCache, type DashboardChange, type DashboardSnapshot } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/uncomplete`: the task is open again and the next occurrence it opened is gone. */
export async function uncompleteTask(client: ApiClient, id: string, sent: QueuedCallOptions = {}): Promise<ServerTask> {
  const { data } = await callRoute(client, "uncompleteTask", { params: { id } }, sent);
  return data;
}

/** The task reopened, and whether the undo waits in the offline queue (docs/product.md §4.13). */
export type UncompleteTaskOutcome = { readonly task: ServerTask; readonly queued: boolean };

/**
 * The task comes back; the occurrence its completion opened leaves with it, by its id when the completion's
 * answer gave it, else as the other open occurrence of the same catalogue task (a completion that waited in
 * the queue and was sent since: its answer went to the queue, not here).
 */
const backOnTheList =
  ({ task, nextTaskId }: UncompleteTaskVariables): DashboardChange =>
  (tasks) => [...tasks.filter((each) => each.id !== task.id && each.id !== nextTaskId && !isSameCatalogueTask(each, task)), reopenedTask(task)];

export function useUncompleteTask() {
  const { client } = useAuth();
  const queue = useTaskQueue();
  const queryClient = useQueryClient();
  return useMutation<UncompleteTaskOutcome, Error, UncompleteTaskVariables, DashboardSnapshot>({
    mutationKey: taskWriteKeys.uncomplete(),
    networkMode: "always",
    mutationFn: async ({ task }) => {
      const reopened = reopenedTask(task);
      const change = undoChange({ taskId: task.id, applianceId: task.applianceId, masterTaskSlug: task.masterTaskSlug, reopens: reopened });
      const outcome = await sendOrQueue(queue, change, (key) => uncompleteTask(client, task.id, { idempotencyKey: key }));
      return outcome.queued ? { task: reopened, queued: true } : { task: outcome.result, queued: false };
    },
    onMutate: (variables) => changeDashboardCache(queryClient, backOnTheList(variables)),
    onSuccess: (outcome, variables) => {
      if (!outcome.queued) keepAnsweredChange(queryClient, backOnTheList(variables));
    },
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: (outcome) => {
      if (!outcome?.queued) readTasksAgain(queryClient);
    },
  });
}
