import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CompletedTaskEntry } from "@domain/contract/index.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { sendOrQueue, undoChange, useTaskQueue } from "@lib/offline-sync/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys } from "@features/tasks/index.ts";

export async function undoCompletion(client: ApiClient, taskId: string, idempotencyKey?: string): Promise<void> {
  await callRoute(client, "uncompleteTask", { params: { id: taskId } }, idempotencyKey ? { idempotencyKey } : {});
}

/** Whether the undo reached the server or waits in the offline queue (docs/product.md §4.13). */
export type UndoCompletionOutcome = { readonly queued: boolean };

/**
 * The entry undone; for a completion that still waits in the offline queue, the task it completed, open
 * again: the server has not opened the next occurrence the lists would otherwise show it from.
 */
export type UndoCompletionVariables = Pick<CompletedTaskEntry, "taskId" | "applianceId" | "masterTaskSlug" | "dueDate"> & { readonly reopens?: ServerTask };

/**
 * Reopens a completed task: the history, the figures and any task list change with it. Offline, or with
 * no answer, the undo waits in the offline queue as the dashboard's does, and is sent once online.
 */
export function useUndoCompletion() {
  const { client } = useAuth();
  const queue = useTaskQueue();
  const queryClient = useQueryClient();
  return useMutation<UndoCompletionOutcome, Error, UndoCompletionVariables>({
    // Offline the undo is queued at once rather than waiting unseen for the network.
    networkMode: "always",
    mutationFn: async ({ taskId, applianceId, masterTaskSlug, dueDate, reopens }) => {
      const change = undoChange({ taskId, applianceId, masterTaskSlug, reopens, reopensOn: dueDate });
      const outcome = await sendOrQueue(queue, change, (key) => undoCompletion(client, taskId, key));
      return { queued: outcome.queued };
    },
    // A queued undo is read back once the queue has sent it (the queue reads every list again then).
    onSettled: async (outcome) => {
      if (outcome?.queued) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        // The task lists of other screens hold the reopened task too.
        queryClient.invalidateQueries({ queryKey: ["tasks"] }),
      ]);
    },
  });
}
