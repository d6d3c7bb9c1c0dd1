import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServerTask } from "@domain/entities/task.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { snoozedUntil } from "./snooze-task.ts";
import { changeDashboardCache, keepAnsweredChange, readTasksAgain, restoreDashboardCache, type DashboardSnapshot } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/unsnooze`: the undo of a snooze. */
export async function unsnoozeTask(client: ApiClient, id: string): Promise<ServerTask> {
  const { data } = await callRoute(client, "unsnoozeTask", { params: { id } });
  return data;
}

export function useUnsnoozeTask() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<ServerTask, Error, { readonly id: string }, DashboardSnapshot>({
    networkMode: "always",
    mutationFn: ({ id }) => unsnoozeTask(client, id),
    onMutate: ({ id }) => changeDashboardCache(queryClient, snoozedUntil(id, null)),
    onSuccess: (_task, { id }) => keepAnsweredChange(queryClient, snoozedUntil(id, null)),
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: () => readTasksAgain(queryClient),
  });
}
