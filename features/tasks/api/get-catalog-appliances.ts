import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CatalogAppliance } from "@domain/contract/index.ts";
import { callRoute, INVALID_ANSWER_MESSAGES, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { catalogKeys } from "./appliance-keys.ts";

export const INVALID_CATALOG_RESPONSE = INVALID_ANSWER_MESSAGES.listCatalogAppliances;

/** `GET /api/catalog/appliances`: every appliance kind of the catalogue, with its name and category. */
export async function getCatalogAppliances(client: ApiClient): Promise<CatalogAppliance[]> {
  const { data } = await callRoute(client, "listCatalogAppliances", {});
  return data;
}

/** The catalogue is built into the server: once loaded it stays fresh for the whole visit. */
export const catalogAppliancesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: catalogKeys.appliances(), queryFn: () => getCatalogAppliances(client), staleTime: Infinity, gcTime: Infinity });

export function useCatalogAppliances() {
  const { client } = useAuth();
  return useQuery(catalogAppliancesQueryOptions(client));
}
