import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeAppliance } from "@domain/contract/index.ts";
import { appStore } from "@lib/app-state/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { invalidateApplianceQueries, applianceKeys } from "@features/tasks/home-setup.ts";

/** `DELETE /api/appliances/{id}`: removes it with its open tasks; the server writes 'Appliance Removed'. */
export async function removeAppliance(client: ApiClient, id: string): Promise<void> {
  await callRoute(client, "removeAppliance", { params: { id } });
}

/**
 * Removes an appliance from the list at once (optimistically) and puts it back if the server refuses,
 * so the list never shows what the server does not hold.
 */
export function useRemoveAppliance() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appliance: Pick<HomeAppliance, "id" | "name">) => removeAppliance(client, appliance.id),
    onMutate: async (appliance) => {
      await queryClient.cancelQueries({ queryKey: applianceKeys.list() });
      const previous = queryClient.getQueryData<HomeAppliance[]>(applianceKeys.list());
      queryClient.setQueryData<HomeAppliance[]>(applianceKeys.list(), (list) => list?.filter((item) => item.id !== appliance.id));
      return { previous };
    },
    onError: (_error, _appliance, context) => {
      if (context?.previous) queryClient.setQueryData(applianceKeys.list(), context.previous);
    },
    // docs/product.md §4: the app-wide state drops it (and its age), recounts, and notes 'Appliance Removed'.
    onSuccess: (_nothing, appliance) => appStore.getState().removeAppliance(appliance.id),
    onSettled: () => invalidateApplianceQueries(queryClient),
  });
}
