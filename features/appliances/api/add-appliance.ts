import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { addApplianceResponseSchema, type AddApplianceRequest, type AddApplianceResponse } from "@domain/contract/index.ts";
import { appStore } from "@features/app-state/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { INVALID_APPLIANCES_RESPONSE } from "./get-appliances.ts";
import { applianceKeys, queriesChangedByAppliances } from "./keys.ts";

/** `POST /api/appliances`: adds one appliance; the server schedules its tasks and writes 'Appliance Added'. */
export async function addAppliance(client: ApiClient, request: AddApplianceRequest): Promise<AddApplianceResponse> {
  return client.post("/appliances", request, { schema: addApplianceResponseSchema, invalidMessage: INVALID_APPLIANCES_RESPONSE });
}

/** The home's list, its tasks, notifications and profile all change with its appliances. */
export function invalidateApplianceQueries(queryClient: QueryClient): Promise<void> {
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
