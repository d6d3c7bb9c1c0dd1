import { queryOptions, useQuery } from "@tanstack/react-query";
import { profileResponseSchema, type Profile } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { accountKeys } from "./keys.ts";

export const INVALID_PROFILE_RESPONSE = "Invalid profile response";

export function getProfile(client: ApiClient): Promise<Profile> {
  return client.get("/users/profile", { schema: profileResponseSchema, invalidMessage: INVALID_PROFILE_RESPONSE });
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: () => getProfile(client) });
}

/** `enabled: false` where there is no account to ask (a home kept in the browser). */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...profileQueryOptions(client), enabled });
}
