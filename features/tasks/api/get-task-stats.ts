import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TaskStatisticsResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { useTaskSync } from "@lib/offline-sync/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { figuresWithWaitingChanges, type HeaderFigures } from "../header-figures.ts";
import { taskKeys } from "./keys.ts";

export type TaskStats = TaskStatisticsResponse["data"];

/** `GET /api/tasks/stats`: counts, streaks, money saved and minutes spent. */
export async function getTaskStats(client: ApiClient): Promise<TaskStats> {
  const { data } = await callRoute(client, "getTaskStatistics", {});
  return data;
}

export const taskStatsQueryOptions = (client: ApiClient) => queryOptions({ queryKey: taskKeys.stats(), queryFn: () => getTaskStats(client) });

/**
 * The completed count and streak. Read with the dashboard's list, not after it as what only completes a page
 * is: a dashboard with nothing due this week words its message by them (a new home, or one that kept up),
 * and read after the list had painted they changed that message a round trip later, and the page's largest
 * paint with it. A dashboard opened directly finds them fetched beside the list (app/main.tsx). The Completed
 * page reads the same query, so it shows at once the figures the dashboard read, and every task write renews them.
 */
export function useTaskStats() {
  const { client } = useAuth();
  return useQuery(taskStatsQueryOptions(client));
}

/**
 * Whether the statistics' first read is still on its way. The dashboard shows its list only with them: its
 * "Start here" section and its message when nothing is due depend on them, and drawn after the list they
 * pushed the list down the page. Not once a read has failed, nor while it waits, paused, for a network: the
 * page then shows without them, as it always has.
 */
export function useTaskStatsOnTheirWay(): boolean {
  const stats = useTaskStats();
  return stats.isPending && stats.fetchStatus === "fetching" && stats.failureCount === 0;
}

/**
 * The header's completed count and streak as they will read once the offline queue's waiting changes have
 * reached the server, as the dashboard's list shows them already; null until the statistics are read.
 */
export function useHeaderFigures({ today, timeZone }: { today: CalendarDate; timeZone: string }): HeaderFigures | null {
  const stats = useTaskStats();
  const unsettled = useTaskSync()?.unsettled;
  if (!stats.data) return null;
  const figures = { completed: stats.data.completed, streak: stats.data.currentStreak };
  return unsettled && unsettled.length > 0 ? figuresWithWaitingChanges(figures, unsettled, today, timeZone) : figures;
}
