import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeMembersResponse, HomeRole } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function changeMemberRole(client: ApiClient, homeId: string, userId: string, role: HomeRole): Promise<HomeMembersResponse> {
  return callRoute(client, "changeMemberRole", { params: { homeId, userId }, body: { role } });
}

/** Makes a member an owner or an owner a member; the answer is the home's people as they now are. */
export function useChangeMemberRole(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: HomeRole }) => changeMemberRole(client, homeId, userId, role),
    onSuccess: (members) => queryClient.setQueryData(householdKeys.members(homeId), members),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.members(homeId) }),
  });
}
