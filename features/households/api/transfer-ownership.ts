import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeMembersResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function transferOwnership(client: ApiClient, homeId: string, userId: string): Promise<HomeMembersResponse> {
  return callRoute(client, "transferOwnership", { params: { homeId }, body: { userId } });
}

/** Hands the home over to a member; the caller becomes a member. Everything about the home is read again. */
export function useTransferOwnership(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(client, homeId, userId),
    onSuccess: (members) => queryClient.setQueryData(householdKeys.members(homeId), members),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.home(homeId) }),
  });
}
