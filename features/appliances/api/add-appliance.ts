import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { type AddApplianceRequest, type AddApplianceResponse } from "@domain/contract/index.ts";
import { appStore } from "@features/app-state/index.ts";
import { callRoute, logWarning, useAuth, type ApiClient } from "@features/session/index.ts";
import { applianceKeys, queriesChangedByAppliances } from "./keys.ts";

/** `POST /api/appliances`: adds one appliance; the server schedules its tasks and writes 'Appliance Added'. */
export async function addAppliance(client: ApiClient, request: AddApplianceRequest): Promise<AddApplianceResponse> {
  return callRoute(client, "addAppliance", { body: request });
}

/* The dashboard clears its own kept list; its code is fetched when an appliance changes, not with this page. */
const dashboardFeature = () => import("@features/dashboard/index.ts");

/**
 * The home's list, its tasks, notifications and profile all change with its appliances; so does the
 * dashboard's kept list (docs/product.md §9.4: the cache follows the appliances and their ages).
 */
export function invalidateApplianceQueries(queryClient: QueryClient): Promise<void> {
  dashboardFeature()
    .then((dashboard) => dashboard.forgetStoredDashboards())
    .catch((error: unknown) => logWarning("The dashboard's kept list could not be cleared after an appliance change", error));
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
