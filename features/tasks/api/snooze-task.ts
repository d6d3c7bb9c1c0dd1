import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServerTask } from "@domain/entities/task.ts";
import { snoozeUntilFrom } from "@domain/tasks/task-rules.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { changeDashboardCache, keepAnsweredChange, readTasksAgain, restoreDashboardCache, type DashboardChange, type DashboardSnapshot } from "./task-cache.ts";

/** The snoozes the card's menu offers, in days. */
export const SNOOZE_CHOICES = [1, 3, 7, 14] as const;

/** `PUT /api/tasks/{id}/snooze`: answers the task with its snoozeUntil. */
export async function snoozeTask(client: ApiClient, id: string, days: number): Promise<ServerTask> {
  const { data } = await callRoute(client, "snoozeTask", { params: { id }, body: { days } });
  return data;
}

/** The task's snooze, ending then (null: no snooze). */
export const snoozedUntil =
  (id: string, snoozeUntil: string | null): DashboardChange =>
  (tasks) =>
    tasks.map((task) => (task.id === id ? { ...task, snoozeUntil } : task));

/** Snoozes a task; its card moves to the group of the day the snooze ends at once. */
export function useSnoozeTask({ now = () => new Date() }: { now?: () => Date } = {}) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<ServerTask, Error, { readonly id: string; readonly days: number }, DashboardSnapshot>({
    // Snoozes are not queued (docs/product.md §4.13 queues complete, undo and details): offline one fails at once.
    networkMode: "always",
    mutationFn: ({ id, days }) => snoozeTask(client, id, days),
    onMutate: ({ id, days }) => changeDashboardCache(queryClient, snoozedUntil(id, snoozeUntilFrom(now(), days))),
    // The server's snoozeUntil, now it has one.
    onSuccess: (task) => keepAnsweredChange(queryClient, snoozedUntil(task.id, task.snoozeUntil ?? null)),
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: () => readTasksAgain(queryClient),
  });
}
