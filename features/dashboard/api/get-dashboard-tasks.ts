import * as React from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardTasksResponseSchema } from "@domain/contract/index.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { useTaskSync, withoutPendingCompletions } from "@features/offline-sync/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { taskKeys } from "./keys.ts";

/** `GET /api/tasks/for-dashboard`: the home's open tasks; an answer off the contract is 'Invalid tasks response'. */
export async function getDashboardTasks(client: ApiClient): Promise<ServerTask[]> {
  const { data } = await client.get("/tasks/for-dashboard", {
    schema: dashboardTasksResponseSchema,
    invalidMessage: VALIDATION_MESSAGES.invalidTasksResponse,
  });
  return data;
}

export const dashboardTasksQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: taskKeys.dashboard(), queryFn: () => getDashboardTasks(client) });

/**
 * The dashboard's tasks as this browser knows them: a task whose completion still waits in the offline
 * queue stays off the list even when the server's list, read before the queue reached it, still has it.
 */
export function useDashboardTasks() {
  const { client } = useAuth();
  const unsettled = useTaskSync()?.unsettled;
  const select = React.useCallback((tasks: ServerTask[]) => (unsettled && unsettled.length > 0 ? withoutPendingCompletions(tasks, unsettled) : tasks), [unsettled]);
  return useQuery({ ...dashboardTasksQueryOptions(client), select });
}
