import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { type AddApplianceRequest, type AddApplianceResponse } from "@domain/contract/index.ts";
import { appStore } from "@lib/app-state/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { logWarning } from "@lib/logger/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { applianceKeys, queriesChangedByAppliances } from "./appliance-keys.ts";
import { forgetStoredDashboards } from "./dashboard-cache-store.ts";

/** `POST /api/appliances`: adds one appliance; the server schedules its tasks and writes 'Appliance Added'. */
export async function addAppliance(client: ApiClient, request: AddApplianceRequest): Promise<AddApplianceResponse> {
  return callRoute(client, "addAppliance", { body: request });
}

/**
 * The home's list, its tasks, notifications and profile all change with its appliances; so does the
 * dashboard's kept list (docs/product.md §9.4: the cache follows the appliances and their ages).
 */
export function invalidateApplianceQueries(queryClient: QueryClient): Promise<void> {
  // The kept list's store is loaded with every signed-in page anyway (the dashboard's read uses it), so it is
  // imported statically: an import() of it would fetch nothing later and only warn at the build.
  try {
    forgetStoredDashboards();
  } catch (error: unknown) {
    logWarning("The dashboard's kept list could not be cleared after an appliance change", error);
  }
  return Promise.all([applianceKeys.all, ...queriesChangedByAppliances].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function useAddAppliance() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddApplianceRequest) => addAppliance(client, request),
    // docs/product.md §4: the app-wide state counts the appliance and notes 'Appliance Added'.
    onSuccess: ({ data }) => appStore.getState().addAppliance({ id: data.id, name: data.name }),
    onSettled: () => invalidateApplianceQueries(queryClient),
  });
}
