import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeInvitationsResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function getInvitations(client: ApiClient, homeId: string): Promise<HomeInvitationsResponse> {
  return callRoute(client, "listInvitations", { params: { homeId } });
}

export function invitationsQueryOptions(client: ApiClient, homeId: string) {
  return queryOptions({ queryKey: householdKeys.invitations(homeId), queryFn: () => getInvitations(client, homeId) });
}

/** The home's invitations still waiting for an answer, newest first. */
export function useInvitations(homeId: string) {
  const { client } = useAuth();
  return useQuery(invitationsQueryOptions(client, homeId));
}
