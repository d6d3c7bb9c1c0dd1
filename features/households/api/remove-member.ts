import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeMembersResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function removeMember(client: ApiClient, homeId: string, userId: string): Promise<undefined> {
  return callRoute(client, "removeMember", { params: { homeId, userId } });
}

/** Removes someone from the home: they leave the list once the server has answered, and it is read again. */
export function useRemoveMember(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(client, homeId, userId),
    onSuccess: (_answer, userId) =>
      queryClient.setQueryData<HomeMembersResponse>(householdKeys.members(homeId), (list) => (list ? { members: list.members.filter((member) => member.userId !== userId) } : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.members(homeId) }),
  });
}
