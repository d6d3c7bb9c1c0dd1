import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Warranty } from "@domain/contract/warranties.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { warrantyKeys } from "./warranty-keys.ts";

/** `GET /api/appliances/{id}/warranty`: the appliance's warranty, or null when none was entered. */
export async function getWarranty(client: ApiClient, applianceId: string): Promise<Warranty | null> {
  const { data } = await callRoute(client, "getWarranty", { params: { id: applianceId } });
  return data;
}

export function warrantyQueryOptions(client: ApiClient, applianceId: string) {
  return queryOptions({ queryKey: warrantyKeys.of(applianceId), queryFn: () => getWarranty(client, applianceId) });
}

/** An appliance's warranty; not asked for while `enabled` is false (a home kept in the browser keeps none). */
export function useWarranty(applianceId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...warrantyQueryOptions(client, applianceId), enabled });
}
