import { useMutation, useQueryClient } from "@tanstack/react-query";
import { completeTaskResponseSchema, type CompleteTaskResponse } from "@domain/contract/index.ts";
import { sanitiseCompletedTaskMetadata, type CompletedTaskMetadata } from "@domain/entities/task.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { changeDashboardCache, refetchTasks, restoreDashboardCache, type DashboardSnapshot } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/complete`, with notes, time and cost when given (numbers only, docs/product.md §5). */
export async function completeTask(client: ApiClient, id: string, metadata: CompletedTaskMetadata = {}): Promise<CompleteTaskResponse> {
  return client.put(`/tasks/${encodeURIComponent(id)}/complete`, sanitiseCompletedTaskMetadata(metadata), {
    schema: completeTaskResponseSchema,
    invalidMessage: "Invalid complete response",
  });
}

export type CompleteTaskVariables = { readonly id: string; readonly metadata?: CompletedTaskMetadata };

/** Completes a task; the card leaves the dashboard at once and comes back if the server refuses. */
export function useCompleteTask() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<CompleteTaskResponse, Error, CompleteTaskVariables, DashboardSnapshot>({
    mutationFn: ({ id, metadata }) => completeTask(client, id, metadata),
    onMutate: ({ id }) => changeDashboardCache(queryClient, (tasks) => tasks.filter((task) => task.id !== id)),
    onError: (_error, _variables, snapshot) => restoreDashboardCache(queryClient, snapshot),
    onSettled: () => refetchTasks(queryClient),
  });
}
