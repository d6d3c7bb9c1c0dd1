import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EditCompletionRequest, EditCompletionResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys } from "@features/tasks/index.ts";

/** `PUT /api/tasks/{id}/completion`: the day a completion was done, its notes, time and cost (docs/product.md §4.5). */
export function editCompletion(client: ApiClient, taskId: string, changes: EditCompletionRequest): Promise<EditCompletionResponse> {
  return callRoute(client, "editCompletion", { params: { id: taskId }, body: changes });
}

export type EditCompletionVariables = { readonly taskId: string; readonly changes: EditCompletionRequest };

/**
 * Edits a completion of the history. Sent at once, never queued: the dialog says what the server refused
 * (a day it may not be dated) under its field. The history, the figures and the task lists are read again,
 * since the latest completion's day moves its task's next due date.
 */
export function useEditCompletion() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<EditCompletionResponse, Error, EditCompletionVariables>({
    mutationFn: ({ taskId, changes }) => editCompletion(client, taskId, changes),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: progressKeys.all }), queryClient.invalidateQueries({ queryKey: ["tasks"] })]);
    },
  });
}
