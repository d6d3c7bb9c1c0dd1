import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { warrantyKeys } from "./warranty-keys.ts";

/** `DELETE /api/appliances/{id}/warranty`. */
export function removeWarranty(client: ApiClient, applianceId: string): Promise<undefined> {
  return callRoute(client, "removeWarranty", { params: { id: applianceId } });
}

/** Removes the appliance's warranty: it shows none at once, and is read again. */
export function useRemoveWarranty() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applianceId: string) => removeWarranty(client, applianceId),
    onSuccess: (_answer, applianceId) => queryClient.setQueryData(warrantyKeys.of(applianceId), null),
    onSettled: (_answer, _error, applianceId) => queryClient.invalidateQueries({ queryKey: warrantyKeys.of(applianceId) }),
  });
}
