import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CatalogTaskSummary } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { catalogKeys } from "./appliance-keys.ts";

/** `GET /api/catalog/tasks`: every catalogue task without its guide, enough to count what appliances bring. */
export async function getCatalogTasks(client: ApiClient): Promise<CatalogTaskSummary[]> {
  const { data } = await callRoute(client, "listCatalogTasks", {});
  return data;
}

export const catalogTasksQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: catalogKeys.tasks(), queryFn: () => getCatalogTasks(client), staleTime: Infinity, gcTime: Infinity });

export function useCatalogTasks() {
  const { client } = useAuth();
  return useQuery(catalogTasksQueryOptions(client));
}
