import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushDevice } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { saveThisDevice, type PushPlatform } from "@lib/push/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

/**
 * Subscribes this browser with the server's VAPID key and saves the subscription; the server names the
 * device from the browser's User-Agent. The permission was asked for before, within the tap.
 */
export async function subscribePush(client: ApiClient, platform: PushPlatform, vapidPublicKey: string): Promise<PushDevice> {
  const subscription = await platform.subscribe(vapidPublicKey);
  return (await callRoute(client, "subscribePush", { body: subscription })).data;
}

export function useSubscribePush(platform: PushPlatform) {
  const { client, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vapidPublicKey: string) => subscribePush(client, platform, vapidPublicKey),
    onSuccess: (device) => {
      if (user) saveThisDevice(user.id, device.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryChannelKeys.list() }),
  });
}
