import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeMember } from "@domain/contract/index.ts";
import type { ServerTask, TaskPerson } from "@domain/entities/task.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { changeDashboardCache, keepAnsweredChange, readTasksAgain, restoreDashboardCache, type DashboardChange, type DashboardSnapshot } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/assignee`: gives the task to a member, or to nobody (null); answers the task. */
export async function assignTask(client: ApiClient, id: string, userId: string | null): Promise<ServerTask> {
  const { data } = await callRoute(client, "assignTask", { params: { id }, body: { userId } });
  return data;
}

/** A member as a task names them: the name they gave, else their address. */
export const taskPersonOf = (member: Pick<HomeMember, "userId" | "name" | "email">): TaskPerson => ({ userId: member.userId, name: member.name?.trim() || member.email });

/** The task given to this person (null: to nobody). */
export const assignedTo =
  (id: string, assignee: TaskPerson | null): DashboardChange =>
  (tasks) =>
    tasks.map((task) => (task.id === id ? { ...task, assignee } : task));

/** Gives a task to a member of the home or to nobody (docs/product.md §6.5); its card names them at once. */
export function useAssignTask() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<ServerTask, Error, { readonly id: string; readonly assignee: TaskPerson | null }, DashboardSnapshot>({
    // Not queued offline (docs/product.md §4.13 queues complete, undo and details): without a network it fails at once.
    networkMode: "always",
    mutationFn: ({ id, assignee }) => assignTask(client, id, assignee?.userId ?? null),
    onMutate: ({ id, assignee }) => changeDashboardCache(queryClient, assignedTo(id, assignee)),
    onSuccess: (task) => keepAnsweredChange(queryClient, assignedTo(task.id, task.assignee ?? null)),
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: () => readTasksAgain(queryClient),
  });
}
