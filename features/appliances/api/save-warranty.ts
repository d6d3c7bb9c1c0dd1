import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Warranty, WarrantyRequest } from "@domain/contract/warranties.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { warrantyKeys } from "./warranty-keys.ts";

export type SaveWarrantyVariables = { applianceId: string; warranty: WarrantyRequest };

/** `PUT /api/appliances/{id}/warranty`: enters or replaces the warranty; answers it as kept, with the last day it covers. */
export async function saveWarranty(client: ApiClient, { applianceId, warranty }: SaveWarrantyVariables): Promise<Warranty> {
  const { data } = await callRoute(client, "setWarranty", { params: { id: applianceId }, body: warranty });
  if (!data) throw new Error("The server kept no warranty");
  return data;
}

/** Saves a warranty and shows it as the server kept it. */
export function useSaveWarranty() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveWarrantyVariables) => saveWarranty(client, variables),
    onSuccess: (saved) => queryClient.setQueryData(warrantyKeys.of(saved.applianceId), saved),
    onSettled: (_answer, _error, { applianceId }) => queryClient.invalidateQueries({ queryKey: warrantyKeys.of(applianceId) }),
  });
}
