import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function declineInvitation(client: ApiClient, token: string): Promise<undefined> {
  return callRoute(client, "declineInvitation", { params: { token } });
}

/** Declines the invitation; the link's page is read again (it is now answered). */
export function useDeclineInvitation(token: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineInvitation(client, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.invitation(token) }),
  });
}
