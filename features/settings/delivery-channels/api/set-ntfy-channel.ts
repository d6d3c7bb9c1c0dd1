import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetNtfyRequest } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export async function setNtfyChannel(client: ApiClient, request: SetNtfyRequest) {
  return (await callRoute(client, "setNtfyChannel", { body: request })).data;
}

/** Sets the ntfy topic's URL and, for a protected topic, its access token. */
export function useSetNtfyChannel() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetNtfyRequest) => setNtfyChannel(client, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.list() }),
  });
}
