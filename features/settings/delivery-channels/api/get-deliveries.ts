import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Delivery } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export async function getDeliveries(client: ApiClient): Promise<Delivery[]> {
  return (await callRoute(client, "listDeliveries", {})).data;
}

export function deliveriesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: deliveryChannelKeys.deliveries(), queryFn: () => getDeliveries(client) });
}

/** The delivery log, newest first: every push, ntfy and webhook delivery with its result. */
export function useDeliveries() {
  const { client } = useAuth();
  return useQuery(deliveriesQueryOptions(client));
}
