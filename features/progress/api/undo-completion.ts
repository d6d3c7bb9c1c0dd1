import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uncompleteTaskResponseSchema } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { progressKeys } from "./keys.ts";

export async function undoCompletion(client: ApiClient, taskId: string): Promise<void> {
  await client.put(`/tasks/${encodeURIComponent(taskId)}/uncomplete`, undefined, { schema: uncompleteTaskResponseSchema, invalidMessage: "Invalid task response" });
}

/** Reopens a completed task: the history, the figures and any task list change with it. */
export function useUndoCompletion() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the undo fails at once with its message rather than waiting unseen for the network.
    networkMode: "always",
    mutationFn: (taskId: string) => undoCompletion(client, taskId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        // The task lists of other screens hold the reopened task too.
        queryClient.invalidateQueries({ queryKey: ["tasks"] }),
      ]);
    },
  });
}
