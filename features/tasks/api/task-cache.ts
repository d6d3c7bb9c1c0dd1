import type { QueryClient } from "@tanstack/react-query";
import type { ServerTask } from "@domain/entities/task.ts";
import { keepDashboardAsShown } from "./get-dashboard-tasks.ts";
import { taskKeys } from "./keys.ts";

/*
 * The optimistic side of the task writes: change the dashboard's cached list at once, remember what it
 * was so a failure puts it back, and once the server has answered, make the change again and read
 * everything about tasks again. The dashboard's kept copy (docs/product.md §9.4) follows each change.
 */

export type DashboardSnapshot = { readonly previous: ServerTask[] | undefined };

/** What a write does to the dashboard's list. */
export type DashboardChange = (tasks: ServerTask[]) => ServerTask[];

function applyToDashboard(queryClient: QueryClient, change: DashboardChange): DashboardSnapshot {
  const previous = queryClient.getQueryData<ServerTask[]>(taskKeys.dashboard());
  if (previous) queryClient.setQueryData<ServerTask[]>(taskKeys.dashboard(), change(previous));
  keepDashboardAsShown(queryClient);
  return { previous };
}

/** A write is pressed: a read of the list under way is stopped (it could not have the change), then the list changes. */
export async function changeDashboardCache(queryClient: QueryClient, change: DashboardChange): Promise<DashboardSnapshot> {
  await queryClient.cancelQueries({ queryKey: taskKeys.dashboard() });
  return applyToDashboard(queryClient, change);
}

export function restoreDashboardCache(queryClient: QueryClient, snapshot: DashboardSnapshot | undefined): void {
  if (!snapshot?.previous) return;
  queryClient.setQueryData(taskKeys.dashboard(), snapshot.previous);
  keepDashboardAsShown(queryClient);
}

/**
 * The server has applied a write. A list read while it was on its way (another task's write, the network
 * coming back) may have been read before the server applied it: the change is made again, so its card
 * neither comes back nor vanishes until the list is read again.
 */
export function keepAnsweredChange(queryClient: QueryClient, change: DashboardChange): void {
  applyToDashboard(queryClient, change);
}

/**
 * Reads everything about tasks again after a write; a read still under way is stopped and started afresh.
 * Not awaited by the write (docs/decisions/039-task-writes-end-at-the-answer.md): a read without a network
 * waits, paused, for it, and the task would stay busy, its presses turned away, until the network is back.
 */
export function readTasksAgain(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: taskKeys.all });
}
