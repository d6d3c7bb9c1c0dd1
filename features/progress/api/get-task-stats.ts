import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskStatisticsResponseSchema, type TaskStatisticsResponse } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { progressKeys } from "./keys.ts";

export type TaskStatistics = TaskStatisticsResponse["data"];

export async function getTaskStats(client: ApiClient): Promise<TaskStatistics> {
  const { data } = await client.get("/tasks/stats", { schema: taskStatisticsResponseSchema, invalidMessage: "Invalid statistics response" });
  return data;
}

export function taskStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: progressKeys.stats(), queryFn: () => getTaskStats(client) });
}

/** The home's statistics, streaks included, from `GET /api/tasks/stats`. */
export function useTaskStats() {
  const { client } = useAuth();
  return useQuery(taskStatsQueryOptions(client));
}
