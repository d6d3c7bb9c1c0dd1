import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeInvitationsResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function withdrawInvitation(client: ApiClient, homeId: string, invitationId: string): Promise<undefined> {
  return callRoute(client, "withdrawInvitation", { params: { homeId, invitationId } });
}

/** Withdraws an invitation: it leaves the list once the server has answered, and the list is read again. */
export function useWithdrawInvitation(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(client, homeId, invitationId),
    onSuccess: (_answer, invitationId) =>
      queryClient.setQueryData<HomeInvitationsResponse>(householdKeys.invitations(homeId), (list) =>
        list ? { invitations: list.invitations.filter((invitation) => invitation.id !== invitationId) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.invitations(homeId) }),
  });
}
