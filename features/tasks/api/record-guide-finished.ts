import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AchievementStatus } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys } from "./progress-keys.ts";

export async function recordGuideFinished(client: ApiClient, taskId: string): Promise<AchievementStatus[]> {
  const { data } = await callRoute(client, "recordGuideFinished", { body: { taskId } });
  return data;
}

/** For the guide: its last step was reached, which may unlock an achievement. */
export function useRecordGuideFinished() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => recordGuideFinished(client, taskId),
    onSuccess: (achievements) => queryClient.setQueryData(progressKeys.achievements(), achievements),
  });
}
