import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Delivery } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

/** Sends a test push within the request; answers the delivery as it ended. */
export async function testPush(client: ApiClient, id: string): Promise<Delivery> {
  return (await callRoute(client, "testPush", { params: { id } })).data;
}

export function useTestPush() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => testPush(client, id),
    // The device's last result and the log both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.all }),
  });
}
