import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetWebhookRequest } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export function setWebhookChannel(client: ApiClient, request: SetWebhookRequest) {
  return callRoute(client, "setWebhookChannel", { body: request });
}

/**
 * Sets the webhook's URL. Its new signing secret is in the mutation's answer alone, for the screen to
 * show once: the channels' cache is invalidated, never given the secret.
 */
export function useSetWebhookChannel() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetWebhookRequest) => setWebhookChannel(client, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.list() }),
  });
}
