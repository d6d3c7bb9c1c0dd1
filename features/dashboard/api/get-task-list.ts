import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskListResponseSchema } from "@domain/contract/index.ts";
import type { ServerTask, TaskStatusFilter } from "@domain/entities/task.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { taskKeys } from "./keys.ts";

/** The newest page is enough for the dashboard's completed filter; the completed screen pages further. */
const DASHBOARD_LIST_PAGE_SIZE = 50;

/** `GET /api/tasks?status=…`: the first page of the home's tasks in that state. */
export async function getTaskList(client: ApiClient, status: TaskStatusFilter): Promise<ServerTask[]> {
  const query = new URLSearchParams({ status, pageSize: String(DASHBOARD_LIST_PAGE_SIZE) });
  const { data } = await client.get(`/tasks?${query.toString()}`, {
    schema: taskListResponseSchema,
    invalidMessage: VALIDATION_MESSAGES.invalidTasksResponse,
  });
  return data;
}

export const taskListQueryOptions = (client: ApiClient, status: TaskStatusFilter) =>
  queryOptions({ queryKey: taskKeys.list(status), queryFn: () => getTaskList(client, status) });

export function useTaskList(status: TaskStatusFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...taskListQueryOptions(client, status), enabled });
}
