import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplianceRecord } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { applianceKeys } from "@features/tasks/home-setup.ts";

/** `GET /api/appliances/{id}`: the appliance's record, its open tasks by due date and its completed work. */
export async function getAppliance(client: ApiClient, id: string): Promise<ApplianceRecord> {
  const { data } = await callRoute(client, "getAppliance", { params: { id } });
  return data;
}

export const applianceQueryOptions = (client: ApiClient, id: string) => queryOptions({ queryKey: applianceKeys.detail(id), queryFn: () => getAppliance(client, id) });

export function useAppliance(id: string) {
  const { client } = useAuth();
  return useQuery(applianceQueryOptions(client, id));
}
