import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Profile } from "@domain/contract/index.ts";
import { callRoute, INVALID_ANSWER_MESSAGES, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { accountKeys } from "./keys.ts";

export const INVALID_PROFILE_RESPONSE = INVALID_ANSWER_MESSAGES.getProfile;

export function getProfile(client: ApiClient): Promise<Profile> {
  return callRoute(client, "getProfile", {});
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: () => getProfile(client) });
}

/** `enabled: false` where there is no account to ask (a home kept in the browser). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...profileQueryOptions(client), enabled });
}
