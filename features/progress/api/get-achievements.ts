import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AchievementStatus } from "@domain/contract/index.ts";
import { callRoute, INVALID_ANSWER_MESSAGES, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys } from "@features/tasks/index.ts";

export const INVALID_ACHIEVEMENTS_RESPONSE = INVALID_ANSWER_MESSAGES.listAchievements;

export async function getAchievements(client: ApiClient): Promise<AchievementStatus[]> {
  const { data } = await callRoute(client, "listAchievements", {});
  return data;
}

export function achievementsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: progressKeys.achievements(), queryFn: () => getAchievements(client), refetchOnWindowFocus: "always" });
}

/** `enabled: false` while the list may wait (the watcher waits for the page's own content). */
export function useAchievements({ enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...achievementsQueryOptions(client), enabled });
}
