import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TaskDetails } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { taskKeys } from "./keys.ts";

/** `GET /api/tasks/{id}/details`: the task, its catalogue guide and its history in this home. */
export async function getTaskDetails(client: ApiClient, id: string): Promise<TaskDetails> {
  const { data } = await callRoute(client, "getTaskDetails", { params: { id } });
  return data;
}

export const taskDetailsQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => getTaskDetails(client, id) });

export function useTaskDetails(id: string) {
  const { client } = useAuth();
  return useQuery(taskDetailsQueryOptions(client, id));
}
