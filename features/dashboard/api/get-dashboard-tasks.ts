import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardTasksResponseSchema } from "@domain/contract/index.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
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

export function useDashboardTasks() {
  const { client } = useAuth();
  return useQuery(dashboardTasksQueryOptions(client));
}
