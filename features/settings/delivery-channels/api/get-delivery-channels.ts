import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeliveryChannelsResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export function getDeliveryChannels(client: ApiClient): Promise<DeliveryChannelsResponse> {
  return callRoute(client, "listDeliveryChannels", {});
}

export function deliveryChannelsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: deliveryChannelKeys.list(), queryFn: () => getDeliveryChannels(client) });
}

/** The push devices, the ntfy topic, the webhook, and which channels each kind of event goes to. */
export function useDeliveryChannels() {
  const { client } = useAuth();
  return useQuery(deliveryChannelsQueryOptions(client));
}
