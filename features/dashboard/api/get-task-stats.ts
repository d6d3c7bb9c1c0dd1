import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskStatisticsResponseSchema, type TaskStatisticsResponse } from "@domain/contract/index.ts";
import { useAuth, usePageContentShown, type ApiClient } from "@features/session/index.ts";
import { taskKeys } from "./keys.ts";

export type TaskStats = TaskStatisticsResponse["data"];

/** `GET /api/tasks/stats`: counts, streaks, money saved and minutes spent. */
export async function getTaskStats(client: ApiClient): Promise<TaskStats> {
  const { data } = await client.get("/tasks/stats", { schema: taskStatisticsResponseSchema, invalidMessage: "Invalid statistics response" });
  return data;
}

export const taskStatsQueryOptions = (client: ApiClient) => queryOptions({ queryKey: taskKeys.stats(), queryFn: () => getTaskStats(client) });

/** The header's completed count and streak: they complete the dashboard, so they wait for its list to show. */
export function useTaskStats() {
  const { client } = useAuth();
  return useQuery({ ...taskStatsQueryOptions(client), enabled: usePageContentShown() });
}
