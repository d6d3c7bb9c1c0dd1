import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateInvitationRequest, HomeInvitation } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function createInvitation(client: ApiClient, homeId: string, request: CreateInvitationRequest): Promise<HomeInvitation> {
  return callRoute(client, "createInvitation", { params: { homeId }, body: request });
}

/** Invites someone by e-mail; the pending list is read again. */
export function useCreateInvitation(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) => createInvitation(client, homeId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.invitations(homeId) }),
  });
}
