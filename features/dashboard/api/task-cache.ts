import type { QueryClient } from "@tanstack/react-query";
import type { ServerTask } from "@domain/entities/task.ts";
import { keepDashboardAsShown } from "./get-dashboard-tasks.ts";
import { taskKeys } from "./keys.ts";

/*
 * The optimistic side of the task writes: change the dashboard's cached list at once, remember what it
 * was so a failure puts it back, and refetch everything about tasks once the server has answered. The
 * dashboard's kept copy (docs/product.md §9.4) follows each change.
 */

export type DashboardSnapshot = { readonly previous: ServerTask[] | undefined };

export async function changeDashboardCache(
  queryClient: QueryClient,
  change: (tasks: ServerTask[]) => ServerTask[],
): Promise<DashboardSnapshot> {
  await queryClient.cancelQueries({ queryKey: taskKeys.dashboard() });
  const previous = queryClient.getQueryData<ServerTask[]>(taskKeys.dashboard());
  if (previous) queryClient.setQueryData<ServerTask[]>(taskKeys.dashboard(), change(previous));
  keepDashboardAsShown(queryClient);
  return { previous };
}

export function restoreDashboardCache(queryClient: QueryClient, snapshot: DashboardSnapshot | undefined): void {
  if (!snapshot?.previous) return;
  queryClient.setQueryData(taskKeys.dashboard(), snapshot.previous);
  keepDashboardAsShown(queryClient);
}

export function refetchTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskKeys.all });
}
