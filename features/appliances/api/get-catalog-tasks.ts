import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogTasksResponseSchema, type CatalogTaskSummary } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { INVALID_CATALOG_RESPONSE } from "./get-catalog-appliances.ts";
import { catalogKeys } from "./keys.ts";

/** `GET /api/catalog/tasks`: every catalogue task without its guide, enough to count what appliances bring. */
export async function getCatalogTasks(client: ApiClient): Promise<CatalogTaskSummary[]> {
  const { data } = await client.get("/catalog/tasks", { schema: catalogTasksResponseSchema, invalidMessage: INVALID_CATALOG_RESPONSE });
  return data;
}

export const catalogTasksQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: catalogKeys.tasks(), queryFn: () => getCatalogTasks(client), staleTime: Infinity, gcTime: Infinity });

export function useCatalogTasks() {
  const { client } = useAuth();
  return useQuery(catalogTasksQueryOptions(client));
}
