import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uncompleteTaskResponseSchema } from "@domain/contract/index.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { changeDashboardCache, refetchTasks, restoreDashboardCache, type DashboardSnapshot } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/uncomplete`: the task is open again and the next occurrence it opened is gone. */
export async function uncompleteTask(client: ApiClient, id: string): Promise<ServerTask> {
  const { data } = await client.put(`/tasks/${encodeURIComponent(id)}/uncomplete`, undefined, {
    schema: uncompleteTaskResponseSchema,
    invalidMessage: "Invalid uncomplete response",
  });
  return data;
}

export type UncompleteTaskVariables = {
  /** The task as it was before it was completed: it goes back on the dashboard at once. */
  readonly task: ServerTask;
  /** The occurrence its completion opened, which the undo removes. */
  readonly nextTaskId?: string | null;
};

export function useUncompleteTask() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<ServerTask, Error, UncompleteTaskVariables, DashboardSnapshot>({
    mutationFn: ({ task }) => uncompleteTask(client, task.id),
    onMutate: ({ task, nextTaskId }) =>
      changeDashboardCache(queryClient, (tasks) => [
        ...tasks.filter((each) => each.id !== task.id && each.id !== nextTaskId),
        { ...task, isCompleted: false, completedAt: null },
      ]),
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: () => refetchTasks(queryClient),
  });
}
