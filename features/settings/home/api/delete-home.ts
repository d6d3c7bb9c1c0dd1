import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { homeKeys, switchHome } from "@features/tasks/index.ts";

/** `DELETE /api/homes/{homeId}`: the home and all its data (its owner only). */
export async function deleteHome(client: ApiClient, homeId: string): Promise<void> {
  await callRoute(client, "deleteHome", { params: { homeId } });
}

/**
 * Deletes a home; the device then shows `nextHomeId` (another of the person's homes), its data read afresh,
 * and the list of homes is read again.
 */
export function useDeleteHome() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homeId }: { homeId: string; nextHomeId: string }) => deleteHome(client, homeId),
    onSuccess: (_nothing, { nextHomeId }) => switchHome(queryClient, nextHomeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  });
}
