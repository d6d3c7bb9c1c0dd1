import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestableCompletedTaskMetadata, sanitiseCompletedTaskMetadata, type CompletedTaskMetadata } from "@domain/entities/task.ts";
import { sendOrQueue, useTaskQueue } from "@lib/offline-sync/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import type { QueuedCallOptions } from "./task-write-variables.ts";
import { useAuth } from "@lib/session/index.ts";
import { readTasksAgain } from "./task-cache.ts";

/** `PUT /api/tasks/{id}/metadata`: notes, time and cost of a completed task (numbers only, docs/product.md §5). */
export async function updateTaskMetadata(client: ApiClient, id: string, metadata: CompletedTaskMetadata, sent: QueuedCallOptions = {}): Promise<CompletedTaskMetadata> {
  const { data } = await callRoute(client, "updateTaskMetadata", { params: { id }, body: requestableCompletedTaskMetadata(metadata) }, sent);
  return data;
}

export type UpdateTaskMetadataVariables = { readonly id: string; readonly applianceId: string; readonly metadata: CompletedTaskMetadata };

/** The details as saved, and whether they wait in the offline queue (docs/product.md §4.13). */
export type UpdateTaskMetadataOutcome = { readonly metadata: CompletedTaskMetadata; readonly queued: boolean };

export function useUpdateTaskMetadata() {
  const { client } = useAuth();
  const queue = useTaskQueue();
  const queryClient = useQueryClient();
  return useMutation<UpdateTaskMetadataOutcome, Error, UpdateTaskMetadataVariables>({
    networkMode: "always",
    mutationFn: async ({ id, applianceId, metadata }) => {
      // docs/product.md §5: time and cost are kept only when they are numbers, queued or sent.
      const meta = sanitiseCompletedTaskMetadata(metadata);
      const outcome = await sendOrQueue(queue, { type: "metadata", taskId: id, applianceId, meta }, (key) => updateTaskMetadata(client, id, meta, { idempotencyKey: key }));
      return outcome.queued ? { metadata: meta, queued: true } : { metadata: outcome.result, queued: false };
    },
    onSettled: (outcome) => {
      if (!outcome?.queued) readTasksAgain(queryClient);
    },
  });
}
