import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { householdKeys } from "./keys.ts";

export function leaveHome(client: ApiClient, homeId: string): Promise<undefined> {
  return callRoute(client, "leaveHome", { params: { homeId } });
}

/** Leaves the home: nothing of it is kept in the cache afterwards. */
export function useLeaveHome(homeId: string) {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveHome(client, homeId),
    onSuccess: () => queryClient.removeQueries({ queryKey: householdKeys.home(homeId) }),
  });
}
