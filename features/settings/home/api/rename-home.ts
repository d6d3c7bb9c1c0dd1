import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeSummary } from "@domain/contract/homes.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { homeKeys } from "@features/tasks/index.ts";

/** `PUT /api/homes/{homeId}`: the home's new name (its owner only). */
export async function renameHome(client: ApiClient, homeId: string, name: string): Promise<HomeSummary> {
  return callRoute(client, "renameHome", { params: { homeId }, body: { name } });
}

export function useRenameHome() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homeId, name }: { homeId: string; name: string }) => renameHome(client, homeId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  });
}
