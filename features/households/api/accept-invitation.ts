import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptInvitationResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function acceptInvitation(client: ApiClient, token: string): Promise<AcceptInvitationResponse> {
  return callRoute(client, "acceptInvitation", { params: { token } });
}

/**
 * Joins the invitation's home; the link's page is read again (it is now used), and so is the account: joined to
 * a home that is set up, the person has no set-up of their own to go through (docs/product.md §6.5).
 */
export function useAcceptInvitation(token: string) {
  const { client, markOnboardingComplete } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(client, token),
    onSuccess: async () => {
      // Unread, the account stays as it was until the app's next start reads it.
      const account = await callRoute(client, "getMe", {}).catch(() => null);
      if (account?.user.hasCompletedOnboarding) markOnboardingComplete();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.invitation(token) }),
  });
}
