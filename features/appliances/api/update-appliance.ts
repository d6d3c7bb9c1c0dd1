import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Appliance, type ApplianceRecord, type HomeAppliance, type UpdateApplianceRequest } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { invalidateApplianceQueries, applianceKeys } from "@features/tasks/home-setup.ts";

export type UpdateApplianceVariables = { id: string; changes: UpdateApplianceRequest };

/** `PUT /api/appliances/{id}`: the record's fields; a new date re-dates the tasks never done. */
export async function updateAppliance(client: ApiClient, { id, changes }: UpdateApplianceVariables): Promise<Appliance> {
  const { data } = await callRoute(client, "updateAppliance", { params: { id }, body: changes });
  return data;
}

export function useUpdateAppliance() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateApplianceVariables) => updateAppliance(client, variables),
    // The answer is the appliance as stored: show it at once, before the list is read again.
    onSuccess: (updated) => {
      queryClient.setQueryData<HomeAppliance[]>(applianceKeys.list(), (list) =>
        list?.map((appliance) => (appliance.id === updated.id ? { ...appliance, ...updated } : appliance)),
      );
      queryClient.setQueryData<ApplianceRecord>(applianceKeys.detail(updated.id), (record) => record && { ...record, ...updated });
    },
    onSettled: () => invalidateApplianceQueries(queryClient),
  });
}
