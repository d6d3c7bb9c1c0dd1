import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";
import type { ChannelKind } from "./test-delivery-channel.ts";

export function removeDeliveryChannel(client: ApiClient, kind: ChannelKind): Promise<undefined> {
  return callRoute(client, "removeDeliveryChannel", { params: { kind } });
}

/** Removes the ntfy topic or the webhook. */
export function useRemoveDeliveryChannel() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ChannelKind) => removeDeliveryChannel(client, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.list() }),
  });
}
