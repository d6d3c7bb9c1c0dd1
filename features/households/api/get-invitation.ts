import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationView } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function getInvitation(client: ApiClient, token: string): Promise<InvitationView> {
  return callRoute(client, "getInvitation", { params: { token } });
}

/** A link that is no invitation answers 404 at once; asking again would not change that. */
export function invitationQueryOptions(client: ApiClient, token: string, viewer: "signed-in" | "signed-out") {
  return queryOptions({ queryKey: householdKeys.invitationSeenBy(token, viewer), queryFn: () => getInvitation(client, token), retry: false });
}

/** What an invitation link is for; read again once the visitor has signed in, to say whether they already belong. */
export function useInvitation(token: string) {
  const { client, status } = useAuth();
  return useQuery({ ...invitationQueryOptions(client, token, status === "authenticated" ? "signed-in" : "signed-out"), enabled: status !== "loading" });
}
