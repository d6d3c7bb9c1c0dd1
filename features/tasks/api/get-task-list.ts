import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ServerTask, TaskStatusFilter } from "@domain/entities/task.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { taskKeys } from "./keys.ts";

/** The newest page is enough for the dashboard's completed filter; the completed screen pages further. */
const DASHBOARD_LIST_PAGE_SIZE = 50;

/** `GET /api/tasks?status=…`: the first page of the home's tasks in that state. */
export async function getTaskList(client: ApiClient, status: TaskStatusFilter): Promise<ServerTask[]> {
  const { data } = await callRoute(client, "listTasks", { query: { status, pageSize: DASHBOARD_LIST_PAGE_SIZE } });
  return data;
}

export const taskListQueryOptions = (client: ApiClient, status: TaskStatusFilter) =>
  queryOptions({ queryKey: taskKeys.list(status), queryFn: () => getTaskList(client, status) });

export function useTaskList(status: TaskStatusFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...taskListQueryOptions(client, status), enabled });
}
