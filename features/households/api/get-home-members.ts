import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeMembersResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function getHomeMembers(client: ApiClient, homeId: string): Promise<HomeMembersResponse> {
  return callRoute(client, "listHomeMembers", { params: { homeId } });
}

export function homeMembersQueryOptions(client: ApiClient, homeId: string) {
  return queryOptions({ queryKey: householdKeys.members(homeId), queryFn: () => getHomeMembers(client, homeId) });
}

/** The home's people, owners first. */
export function useHomeMembers(homeId: string) {
  const { client } = useAuth();
  return useQuery(homeMembersQueryOptions(client, homeId));
}
