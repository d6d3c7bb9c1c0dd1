import { queryOptions, useQuery } from "@tanstack/react-query";
import { achievementsResponseSchema, type AchievementStatus } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { progressKeys } from "./keys.ts";

export const INVALID_ACHIEVEMENTS_RESPONSE = "Invalid achievements response";

export async function getAchievements(client: ApiClient): Promise<AchievementStatus[]> {
  const { data } = await client.get("/achievements", { schema: achievementsResponseSchema, invalidMessage: INVALID_ACHIEVEMENTS_RESPONSE });
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
