import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Delivery } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export type ChannelKind = "ntfy" | "webhook";

/** Sends a test to the ntfy topic or the webhook within the request; answers the delivery as it ended. */
export async function testDeliveryChannel(client: ApiClient, kind: ChannelKind): Promise<Delivery> {
  return (await callRoute(client, "testDeliveryChannel", { params: { kind } })).data;
}

export function useTestDeliveryChannel() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ChannelKind) => testDeliveryChannel(client, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.all }),
  });
}
