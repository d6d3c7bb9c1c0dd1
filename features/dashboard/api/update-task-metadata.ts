import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskMetadataResponseSchema } from "@domain/contract/index.ts";
import { sanitiseCompletedTaskMetadata, type CompletedTaskMetadata } from "@domain/entities/task.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { refetchTasks } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/metadata`: notes, time and cost of a completed task (numbers only, docs/product.md §5). */
export async function updateTaskMetadata(client: ApiClient, id: string, metadata: CompletedTaskMetadata): Promise<CompletedTaskMetadata> {
  const { data } = await client.put(`/tasks/${encodeURIComponent(id)}/metadata`, sanitiseCompletedTaskMetadata(metadata), {
    schema: taskMetadataResponseSchema,
    invalidMessage: "Invalid metadata response",
  });
  return data;
}

export function useUpdateTaskMetadata() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<CompletedTaskMetadata, Error, { readonly id: string; readonly metadata: CompletedTaskMetadata }>({
    mutationFn: ({ id, metadata }) => updateTaskMetadata(client, id, metadata),
    onSettled: () => refetchTasks(queryClient),
  });
}
