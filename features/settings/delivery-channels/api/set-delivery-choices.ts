import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeliveryChannelsResponse, DeliveryChoices } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export async function setDeliveryChoices(client: ApiClient, choices: DeliveryChoices): Promise<DeliveryChoices> {
  return (await callRoute(client, "setDeliveryChoices", { body: choices })).data;
}

/** Which channels each kind of event goes to: the boxes tick at once and go back if the server refuses. */
export function useSetDeliveryChoices() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: DeliveryChoices) => setDeliveryChoices(client, choices),
    onMutate: async (choices) => {
      await queryClient.cancelQueries({ queryKey: deliveryChannelKeys.list() });
      const before = queryClient.getQueryData<DeliveryChannelsResponse>(deliveryChannelKeys.list());
      if (before) queryClient.setQueryData<DeliveryChannelsResponse>(deliveryChannelKeys.list(), { ...before, choices });
      return { before };
    },
    onError: (_error, _choices, context) => {
      if (context?.before) queryClient.setQueryData(deliveryChannelKeys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.list() }),
  });
}
